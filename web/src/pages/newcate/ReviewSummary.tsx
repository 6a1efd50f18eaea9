// The review summary the place and dish pages show (docs/REVIEWS.md): the average in stars,
// how many reviews, and the ways to 全部点评 and 写点评. It brings its own words, so a page
// that shows it needs nothing else; while they or the summary load it shows nothing.
import { useEffect, useState } from 'react';
import type { ReviewTargetKind } from '../../api/reviews';
import { t } from '../../i18n';
import { loadWords } from '../../i18n/areas';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { useLoad } from '../../ui/query';
import { reviews } from './reviewCalls';
import { Stars } from './Stars';
import './Reviews.css';

export function ReviewSummary({ kind, id }: { kind: ReviewTargetKind; id: string }) {
  const [words, setWords] = useState(false);
  useEffect(() => {
    let live = true;
    loadWords('reviews').then(
      () => live && setWords(true),
      () => undefined, // without its words the summary stays away; the page is whole without it
    );
    return () => {
      live = false;
    };
  }, []);
  const state = useLoad(['reviewSummary', kind, id], () => reviews.summary(kind, id));
  if (!words || state.phase !== 'ready') return null;
  const s = state.data;
  return (
    <section className="rv-glance" aria-label={t('reviews.summary.label')}>
      <div className="rv-glance__score">
        {s.count > 0 ? (
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
