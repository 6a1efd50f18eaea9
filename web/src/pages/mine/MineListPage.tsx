// One of 我的's lists (docs/MINE.md), by `?kind=`: reviews with where each stands (待审核,
// 已发布, 未通过 and why), notes likewise, and prizes from every campaign with their state and
// the page of the campaign they came from. An unknown kind says so with a way back to 我的.
import { useSearchParams } from 'react-router';
import { MyPrizesList, PrizeRow, useMyPrizes } from '../../features/campaign';
import type { MyPrize } from '../../api/campaigns';
import { t, type MessageKey } from '../../i18n';
import { pageOf, pageUrl } from '../../lib/pageUrl';
import type { RoutePath } from '../../lib/routePaths';
import { MineSignIn } from '../../features/account';
import { LoadMore } from '../../ui/LoadMore';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList } from '../../ui/query/usePagedList';
import { lists, useSignedIn, type MyNote, type MyReview } from './mineCalls';
import './Mine.css';

const KINDS = ['reviews', 'prizes', 'notes'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (k: string | null): k is Kind => KINDS.includes(k as Kind);

const STATE: Record<string, MessageKey> = { pending: 'mine.list.pending', published: 'mine.list.published', rejected: 'mine.list.rejected' };

function State({ status, reason }: { status: string; reason?: string | null }) {
  return (
    <>
      <span className={`me-state me-state--${status}`}>{t(STATE[status] ?? 'mine.list.pending')}</span>
      {status === 'rejected' && reason && <span className="me-row__reason">{t('mine.list.reason', { reason })}</span>}
    </>
  );
}

const day = (iso: string) => iso.slice(0, 10);

function ReviewRow({ r }: { r: MyReview }) {
  const name = r.targetName || t('mine.list.gone');
  return (
    <li className="me-row" data-state={r.status}>
      <span className="me-row__head">
        {r.page ? (
          <Link className="me-row__name" to={pageOf({ page: r.page, id: r.targetId })}>
            {name}
          </Link>
        ) : (
          <span className="me-row__name">{name}</span>
        )}
        <State status={r.status} />
      </span>
      <span className="me-row__meta">
        {t('mine.list.stars', { n: r.rating })} · {t('mine.list.writtenAt', { date: day(r.createdAt) })}
      </span>
      {r.text && <span className="me-row__text">{r.text}</span>}
      {r.status === 'rejected' && r.rejectionReason && <span className="me-row__reason">{t('mine.list.reason', { reason: r.rejectionReason })}</span>}
    </li>
  );
}

function NoteRow({ n }: { n: MyNote }) {
  return (
    <li className="me-row" data-state={n.status}>
      <span className="me-row__head">
        <Link className="me-row__name" to={pageUrl('pages/custom/suichang/notes')}>
          {n.title}
        </Link>
        <State status={n.status} reason={n.rejectReason} />
      </span>
      <span className="me-row__meta">{t('mine.list.writtenAt', { date: new Date(n.atMs + 8 * 3600_000).toISOString().slice(0, 10) })}</span>
    </li>
  );
}

function Paged<T extends { id: number }>({
  kind,
  fetch,
  row,
  empty,
  failed,
}: {
  kind: Kind;
  fetch: (page: number) => Promise<{ list: T[]; total: number; page: number; size: number } | false>;
  row: (item: T) => React.ReactNode;
  empty: MessageKey;
  failed: MessageKey;
}) {
  const list = usePagedList<T>(['mine-list', kind], fetch);
  if (list.phase === 'loading') return <PageSkeleton rows={3} />;
  if (list.phase === 'error') return <ErrorState text={failed} onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState text={empty} />;
  return (
    <>
      <p className="me-count">{t('mine.list.count', { n: list.total })}</p>
      <ul className="me-rows">{list.items.map(row)}</ul>
      <LoadMore status={list.footer} onMore={list.loadMore} />
    </>
  );
}

/** The campaign page a prize came from: the generic layouts and the festival take the campaign's id. */
const WITH_ID: readonly string[] = ['pages/actives/active1', 'pages/actives/active2', 'pages/actives/suichang'];
const open = pageUrl as (path: RoutePath, params?: { id: string }) => string;
export const campaignPageOf = (p: MyPrize): string | null =>
  p.page ? open(p.page, WITH_ID.includes(p.page) ? { id: p.campaignId } : undefined) : null;

function Prizes() {
  const state = useMyPrizes();
  const list = state.data?.list ?? [];
  if (state.phase !== 'ready' || list.length === 0) return <MyPrizesList state={state} />;
  return (
    <>
      <p className="me-count">{t('mine.list.count', { n: state.data?.total ?? list.length })}</p>
      {list.map((p) => {
        const to = campaignPageOf(p);
        return (
          <div key={p.id} className="me-prize">
            <ul className="cmp-prizes">
              <PrizeRow prize={p} />
            </ul>
            {to && (
              <Link className="yz-btn" to={to}>
                {t('mine.list.prizeGo')}
              </Link>
            )}
          </div>
        );
      })}
    </>
  );
}

export default function MineListPage() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const signedIn = useSignedIn();
  if (!isKind(kind))
    return (
      <div className="me-page">
        <EmptyState text="mine.list.unknown" />
        <p className="me-center">
          <Link className="yz-btn" to={pageUrl('pages/mine/index')}>
            {t('tab.mine')}
          </Link>
        </p>
      </div>
    );
  if (signedIn === null) return <PageSkeleton rows={3} />;
  if (!signedIn) return <MineSignIn />;
  return (
    <div className="me-page">
      <h2 className="me-list__title">{t(`mine.list.${kind}`)}</h2>
      {kind === 'prizes' && <Prizes />}
      {kind === 'reviews' && (
        <Paged<MyReview> kind={kind} fetch={lists.reviews} row={(r) => <ReviewRow key={r.id} r={r} />} empty="mine.list.reviewsEmpty" failed="mine.list.reviewsFailed" />
      )}
      {kind === 'notes' && (
        <Paged<MyNote> kind={kind} fetch={lists.notes} row={(n) => <NoteRow key={n.id} n={n} />} empty="mine.list.notesEmpty" failed="mine.list.notesFailed" />
      )}
    </div>
  );
}
