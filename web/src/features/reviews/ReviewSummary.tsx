// The review summary the place, stay, food and dish pages show (docs/REVIEWS.md): the
// average in stars, how many reviews, and the ways to 全部点评 and 写点评. Loaded through
// `LazyReviewSummary.tsx` with its words; while the summary loads its place is kept, and if it fails
// the ways to the reviews stay without the numbers.
import type { ReviewTargetKind } from '../../api/reviews';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { useLoad } from '../../ui/query';
import { reviews } from './calls';
import { ReviewSlot } from './ReviewSlot';
import { Stars } from './Stars';
import './reviews.css';

export function ReviewSummary({ kind, id }: { kind: ReviewTargetKind; id: string }) {
  const state = useLoad(['reviewSummary', kind, id], () => reviews.summary(kind, id));
  if (state.phase === 'loading') return <ReviewSlot />;
  const s = state.phase === 'ready' ? state.data : null;
  return (
    <section className="rv-glance" aria-label={t('reviews.summary.label')}>
      <div className="rv-glance__score">
        {!s ? null : s.count > 0 ? (
          <>
            <strong className="rv-glance__avg">{s.average.toFixed(1)}</strong>
            <Stars value={s.average} />
            <span className="rv-glance__count">{t('reviews.summary.count', { count: s.count })}</span>
          </>
        ) : (
          <span className="rv-glance__count">{t('reviews.summary.none')}</span>
        )}
      </div>
      <div className="rv-glance__links">
        <Link className="yz-btn" to={pageUrl('pages/newcate/comments', { id, kind })}>
          {t('reviews.summary.all')}
        </Link>
        <Link className="yz-btn yz-btn--primary" to={pageUrl('pages/newcate/comment', { id, kind })}>
          {t('reviews.summary.write')}
        </Link>
      </div>
    </section>
  );
}
