// 我的纠错: the visitor's corrections, newest first, each with where it stands (received,
// accepted with the points it earned, or not taken up with the reason).
import type { Correction } from '../../api/corrections';
import { t, type MessageKey } from '../../i18n';
import { relativeTime } from '../../lib/relativeTime';
import { LoadMore } from '../../ui/LoadMore';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList } from '../../ui/query/usePagedList';
import { corrections } from './correctionCalls';

function statusText(c: Correction): string {
  if (c.status === 'accepted') return c.points > 0 ? t('corrections.status.acceptedPoints', { n: c.points }) : t('corrections.status.accepted');
  if (c.status === 'rejected') return t('corrections.status.rejected', { reason: c.reason ?? '' });
  return t('corrections.status.received');
}

function Row({ c }: { c: Correction }) {
  return (
    <li className="corr-item">
      <span className="corr-item__name">{c.targetName || t('corrections.mine.gone')}</span>
      <span className="corr-item__meta">
        {t(`corrections.kind.${c.kind}` as MessageKey)} · {t('corrections.mine.sentAt', { date: relativeTime(Date.parse(c.createdAt)) })}
      </span>
      {c.text && <span className="corr-item__text">{c.text}</span>}
      {c.photos.length > 0 && (
        <span className="corr-item__photos">
          {c.photos.map((p, i) => (
            <img key={p.id} src={p.thumbUrl} alt={t('corrections.mine.photo', { n: i + 1 })} width="56" height="56" loading="lazy" />
          ))}
        </span>
      )}
      <span className={`corr-status corr-status--${c.status}`}>{statusText(c)}</span>
    </li>
  );
}

/** The list, under its own heading; `fresh` changes after a send so the list starts again. */
export function MyCorrections({ fresh = 0 }: { fresh?: number }) {
  const list = usePagedList(['corrections', 'mine', fresh], (page) => corrections.mine(page));
  return (
    <section className="corr-section" aria-labelledby="corr-mine-title">
      <h2 id="corr-mine-title" className="corr-section__title">
        {t('corrections.mine')}
      </h2>
      {list.phase === 'loading' && <CardSkeleton rows={2} />}
      {list.phase === 'error' && <ErrorState text="corrections.mine.failed" onRetry={list.retry} />}
      {list.phase === 'ready' && list.items.length === 0 && <EmptyState text="corrections.mine.empty" />}
      {list.phase === 'ready' && list.items.length > 0 && (
        <>
          <p className="corr-section__count">{t('corrections.mine.count', { n: list.total })}</p>
          <ul className="corr-list">
            {list.items.map((c) => (
              <Row key={c.id} c={c} />
            ))}
          </ul>
          <LoadMore status={list.footer} onMore={list.loadMore} />
        </>
      )}
    </section>
  );
}
