// newcate/comments?kind=place|dish&id=… (docs/REVIEWS.md): a place's or dish's reviews — the
// average, stars and count with the histogram, 最新 / 好评 / 有图, paged with 加载更多. The
// visitor's own reviews that wait for moderation are listed for them alone, marked 审核中.
import '../../ui/antd';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_SORTS, type Review, type ReviewPage, type ReviewSort, type ReviewSummary } from '../../api/reviews';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { toastFeedback } from '../../ui/feedback';
import { Link } from '../../ui/Link';
import { LoadMore } from '../../ui/LoadMore';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { Missing } from '../../ui/place/Missing';
import { useLoad } from '../../ui/query';
import { usePagedList, type PagedAnswerList } from '../../ui/query/usePagedList';
import { ReportSheet } from '../../features/report';
import { ReviewCard } from './ReviewCard';
import { reviews, signIn, targetOf, useSignedIn } from './reviewCalls';
import { Stars } from '../../features/reviews';
import './Reviews.css';

const PAGE_SIZE = 10;

function Histogram({ summary }: { summary: ReviewSummary }) {
  const most = Math.max(1, ...summary.stars);
  return (
    <ul className="rv-hist">
      {[5, 4, 3, 2, 1].map((n) => {
        const count = summary.stars[n - 1] ?? 0;
        return (
          <li key={n} aria-label={t('reviews.summary.starCount', { n, count })}>
            <span aria-hidden="true">{t('reviews.summary.starRow', { n })}</span>
            <span className="rv-hist__bar" aria-hidden="true">
              <span style={{ width: `${(count / most) * 100}%` }} />
            </span>
            <span aria-hidden="true">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Head({ summary, name, write }: { summary: ReviewSummary; name: string; write: string }) {
  return (
    <section className="rv-head" aria-label={t('reviews.summary.label')}>
      {name && <h2 className="rv-head__name">{t('reviews.title.of', { name })}</h2>}
      <div className="rv-head__row">
        <div className="rv-head__score">
          {summary.count > 0 ? (
            <>
              <strong className="rv-head__avg">{summary.average.toFixed(1)}</strong>
              <Stars value={summary.average} />
            </>
          ) : (
            <strong className="rv-head__avg rv-head__avg--none">{t('reviews.summary.noScore')}</strong>
          )}
          <span className="rv-head__count">{summary.count > 0 ? t('reviews.summary.count', { count: summary.count }) : t('reviews.summary.none')}</span>
        </div>
        <Histogram summary={summary} />
      </div>
      <Link className="yz-btn yz-btn--primary rv-head__write" to={write}>
        {t('reviews.summary.write')}
      </Link>
    </section>
  );
}

function List({ list, sort, onChanged }: { list: PagedAnswerList<ReviewPage>; sort: ReviewSort; onChanged: () => void }) {
  const signedIn = useSignedIn();
  const [viewing, setViewing] = useState<{ urls: string[]; index: number } | null>(null);
  const [reporting, setReporting] = useState<Review | null>(null);

  const changed = () => {
    list.retry();
    onChanged();
  };
  const actions = {
    onPhotos: (r: Review, index: number) => setViewing({ urls: r.photos.map((p) => p.url), index }),
    onDelete: async (r: Review) => {
      const done = await reviews.remove(r.id);
      toastFeedback.toast(t(done ? 'reviews.deleted' : 'reviews.deleteFailed'));
      if (done) changed();
    },
    onReport: (r: Review) => (signedIn ? setReporting(r) : signIn()),
  };

  if (list.phase === 'loading') return <PageSkeleton rows={3} />;
  if (list.phase === 'error') return <ErrorState text="reviews.failed" onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState text={sort === 'photos' ? 'reviews.emptyPhotos' : 'reviews.empty'} />;
  return (
    <>
      <ul className="rv-list">
        {list.items.map((r) => (
          <ReviewCard key={r.id} review={r} actions={actions} />
        ))}
      </ul>
      <LoadMore status={list.footer} onMore={list.loadMore} />
      {reporting && (
        <Suspense fallback={null}>
          <ReportSheet kind="review" send={(reason) => reviews.report(reporting.id, reason)} onClose={() => setReporting(null)} onDone={changed} />
        </Suspense>
      )}
      {viewing && (
        <ImageViewer.Multi images={viewing.urls} defaultIndex={viewing.index} visible onClose={() => setViewing(null)} />
      )}
    </>
  );
}

export default function ReviewsPage() {
  const [params] = useSearchParams();
  const target = targetOf(params);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const summary = useLoad(target ? ['reviewSummary', target.kind, target.id] : null, () =>
    target ? reviews.summary(target.kind, target.id) : Promise.resolve(null),
  );
  const kind = target?.kind ?? 'place';
  const id = target?.id ?? '';
  const list = usePagedList<Review, ReviewPage>(['reviews', kind, id, sort], (page) =>
    id ? reviews.list({ targetKind: kind, targetId: id, sort, page, size: PAGE_SIZE }).then((r) => r ?? false) : Promise.resolve(false),
  );

  if (!target || summary.phase === 'missing') return <Missing look="place" title="reviews.missingTitle" text="reviews.missing" />;
  if (summary.phase === 'error') return <Missing look="place" text="reviews.failed" onRetry={summary.retry} />;
  if (summary.phase === 'loading') return <PageSkeleton rows={3} />;
  // The name comes with the list's answer.
  const name = list.last?.target.name ?? '';
  return (
    <div className="rv-page">
      <Head summary={summary.data} name={name} write={pageUrl('pages/newcate/comment', { id: target.id, kind: target.kind })} />
      <div className="rv-tabs" role="tablist" aria-label={t('reviews.tabs')}>
        {REVIEW_SORTS.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={s === sort} className={s === sort ? 'rv-tab rv-tab--on' : 'rv-tab'} onClick={() => setSort(s)}>
            {t(`reviews.tab.${s}`)}
            {s === 'photos' && summary.data.withPhotos > 0 ? ` ${summary.data.withPhotos}` : ''}
          </button>
        ))}
      </div>
      <List list={list} sort={sort} onChanged={summary.retry} />
    </div>
  );
}
