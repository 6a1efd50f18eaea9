// My sign-ups, active and cancelled, newest first, as the server keeps them.
import type { JSX } from 'react';
import { t } from '../../../i18n';
import { dayWithLabel } from '../../../lib/dateLabel';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { campingCalls } from './calls';

export const MINE_KEY = 'camping-mine';

export function MySignups(): JSX.Element {
  const mine = useLoad([MINE_KEY], () => campingCalls.mine());
  return (
    <section className="camp-section" aria-labelledby="camp-mine-heading">
      <h2 id="camp-mine-heading">{t('camping.mine.heading')}</h2>
      {mine.phase === 'loading' && <PageSkeleton rows={1} />}
      {(mine.phase === 'error' || mine.phase === 'missing') && <ErrorState onRetry={mine.retry} text="camping.mine.failed" />}
      {mine.phase === 'ready' && mine.data.list.length === 0 && <EmptyState text="camping.mine.empty" />}
      {mine.phase === 'ready' && mine.data.list.length > 0 && (
        <ul className="camp-list">
          {mine.data.list.map((s) => (
            <li key={s.id} className="camp-card camp-mine-row" data-signup={s.eventId}>
              <span className="camp-card__title">{s.title}</span>
              <span className="camp-meta">
                {s.placeName} · {t('camping.event.dates', { starts: dayWithLabel(s.starts), ends: dayWithLabel(s.ends) })}
              </span>
              <span className="camp-meta">{t('camping.mine.line', { party: s.party, phone: s.phone })}</span>
              <span className={s.state === 'active' ? 'camp-tag camp-tag--yes' : 'camp-tag'}>{t(`camping.mine.${s.state}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
