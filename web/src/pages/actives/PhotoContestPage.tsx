// actives/huawei (影像之旅, SPEC §2; docs/PHOTO_CONTEST.md): a photo contest on a theme. The
// theme, window and rules; once it has ended, its winners; then the gallery (newest or most
// voted, a vote per entry per day), my entries with their states, and entering a photo.
// Every decision is the server's; the page shows its answers. `?id=` names a contest,
// else the one the server lists first (running first).
import { useState, type JSX } from 'react';
import { useSearchParams } from 'react-router';
import { CampaignWindow, useSignedIn } from '../../features/campaign';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { queryClient, useLoad } from '../../ui/query';
import { SignInFirst } from '../../ui/SignInFirst';
import { pickContest, type Contest } from '../../api/photocontest';
import { photoContests } from './photo/calls';
import { Gallery } from './photo/Gallery';
import { MINE_KEY, MyEntries } from './photo/MyEntries';
import { SubmitForm } from './photo/SubmitForm';
import { Winners } from './photo/Winners';
import './photo/photo.css';

type Tab = 'gallery' | 'mine' | 'submit';
const TABS: readonly Tab[] = ['gallery', 'mine', 'submit'];
const CONTEST_KEY = 'photo-contest';

function NotThere(): JSX.Element {
  return (
    <div className="pc">
      <EmptyState text="photoContest.missing" />
      <Link className="pc-btn pc-btn--ghost" to={pageUrl('pages/actives/index')}>
        {t('photoContest.home')}
      </Link>
    </div>
  );
}

function Header({ contest }: { contest: Contest }): JSX.Element {
  return (
    <header className="pc-head">
      <h2 className="pc-head__title">{contest.title}</h2>
      <p className="pc-head__theme">{t('photoContest.theme', { theme: contest.theme })}</p>
      <p className="pc-head__meta">{t('photoContest.entries', { n: contest.entries })}</p>
      <CampaignWindow campaign={contest} />
      <details className="pc-rules">
        <summary>{t('photoContest.rules')}</summary>
        <p>{contest.rules}</p>
      </details>
    </header>
  );
}

function SignInHere(): JSX.Element {
  return <SignInFirst lead="photoContest.signIn.lead" go="photoContest.signIn.go" className="pc-card pc-signin" buttonClassName="pc-btn" />;
}

function ContestView({ contest }: { contest: Contest }): JSX.Element {
  const [tab, setTab] = useState<Tab>('gallery');
  const signedIn = useSignedIn();
  const running = contest.status === 'running';
  const sent = () => {
    void queryClient.invalidateQueries({ queryKey: [MINE_KEY, contest.id] });
    void queryClient.invalidateQueries({ queryKey: [CONTEST_KEY, contest.id] });
  };
  const label = { gallery: 'photoContest.tab.gallery', mine: 'photoContest.tab.mine', submit: 'photoContest.tab.submit' } as const;
  return (
    <div className="pc">
      <Header contest={contest} />
      <Winners contest={contest} />
      <nav className="pc-tabs" aria-label={t('photoContest.sections')}>
        {TABS.map((x) => (
          <button key={x} type="button" className="pc-tab" aria-pressed={tab === x} onClick={() => setTab(x)}>
            {t(label[x])}
          </button>
        ))}
      </nav>
      {tab === 'gallery' && <Gallery contestId={contest.id} votable={running} />}
      {tab !== 'gallery' && signedIn === null && <PageSkeleton rows={2} />}
      {tab !== 'gallery' && signedIn === false && <SignInHere />}
      {tab === 'mine' && signedIn && <MyEntries contestId={contest.id} left={contest.entriesLeft ?? null} max={contest.maxEntries} />}
      {tab === 'submit' && signedIn && <SubmitForm contestId={contest.id} open={running} left={contest.entriesLeft ?? null} onSent={sent} />}
    </div>
  );
}

function OneContest({ id }: { id: string }): JSX.Element {
  const detail = useLoad([CONTEST_KEY, id], () => photoContests.detail(id));
  if (detail.phase === 'loading') return <PageSkeleton rows={4} />;
  if (detail.phase === 'error') return <ErrorState onRetry={detail.retry} text="photoContest.failed" />;
  if (detail.phase === 'missing') return <NotThere />;
  return <ContestView contest={detail.data} />;
}

export default function PhotoContestPage(): JSX.Element {
  const [params] = useSearchParams();
  const list = useLoad(['photo-contests'], () => photoContests.list());
  if (list.phase === 'loading') return <PageSkeleton rows={4} />;
  if (list.phase === 'error' || list.phase === 'missing') return <ErrorState onRetry={list.retry} text="photoContest.failed" />;
  const card = pickContest(list.data.list, params.get('id'));
  if (!card) return <NotThere />;
  return <OneContest id={card.id} />;
}
