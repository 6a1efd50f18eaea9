// actives/camping (露营, SPEC §2; docs/CAMPING.md): camping events with their seats, where a
// visitor signs up (signing in on sending, the form kept) or cancels; my sign-ups; and
// Zhejiang's campsites filtered by pets, power, facilities and county, each opening its
// place page. Seats and sign-ups are the server's decisions; the page shows its answers.
import type { JSX } from 'react';
import { t } from '../../i18n';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { queryClient, useLoad } from '../../ui/query';
import { SignInFirst, useSignedIn } from '../../ui/SignInFirst';
import { campingCalls } from './camping/calls';
import { EventCard } from './camping/EventCard';
import { MINE_KEY, MySignups } from './camping/MySignups';
import { SiteList } from './camping/SiteList';
import './camping/camping.css';

const EVENTS_KEY = 'camping-events';

function Events({ signedIn }: { signedIn: boolean | null }): JSX.Element {
  // Signed in or not changes `mine` on each event: two answers, two keys.
  const events = useLoad([EVENTS_KEY, signedIn === true], () => campingCalls.events());
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: [MINE_KEY] });
    void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
  };
  return (
    <section className="camp-section" aria-labelledby="camp-events-heading">
      <h2 id="camp-events-heading">{t('camping.events.heading')}</h2>
      {events.phase === 'loading' && <PageSkeleton rows={2} />}
      {(events.phase === 'error' || events.phase === 'missing') && <ErrorState onRetry={events.retry} text="camping.events.failed" />}
      {events.phase === 'ready' && events.data.length === 0 && <EmptyState text="camping.events.empty" />}
      {events.phase === 'ready' &&
        events.data.map((e) => <EventCard key={e.id} event={e} signedIn={signedIn} onChanged={changed} />)}
    </section>
  );
}

export default function CampingPage(): JSX.Element {
  const signedIn = useSignedIn();
  return (
    <div className="camp">
      <p className="camp-lead">{t('camping.lead')}</p>
      <Events signedIn={signedIn} />
      {signedIn === false && (
        <SignInFirst lead="camping.signIn.lead" go="camping.signIn.go" className="camp-card camp-signin" buttonClassName="camp-btn" />
      )}
      {signedIn && <MySignups />}
      <SiteList />
    </div>
  );
}
