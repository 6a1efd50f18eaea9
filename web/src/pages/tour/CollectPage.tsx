// tour/collect (docs/FAVOURITES.md): the visitor's favourites by kind, newest first, paged;
// each removed by swiping left or by its own button, with a moment to undo.
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { FAVOURITE_KINDS, type FavouriteItem, type FavouriteKind, type FavouritePage } from '../../api/favourites';
import { t } from '../../i18n';
import { pageOf } from '../../lib/pageUrl';
import { relativeTime } from '../../lib/relativeTime';
import { toastFeedback } from '../../ui/feedback';
import { Link } from '../../ui/Link';
import { LoadMore } from '../../ui/LoadMore';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList } from '../../ui/query/usePagedList';
import { favourites, useSignedIn } from './mineCalls';
import { MineSignIn } from '../../features/account';
import './Mine.css';

type Chip = FavouriteKind | 'all';
/** How long the undo offer stays after a removal. */
const UNDO_MS = 5000;
/** A swipe this far left opens the row's 删除. */
const SWIPE_PX = 48;

const keyOf = (i: FavouriteItem) => `${i.kind}:${i.id}`;
const nameOf = (i: FavouriteItem) => (i.gone ? t('mine.collect.gone') : i.name);

function Row({ item, onRemove }: { item: FavouriteItem; onRemove: (i: FavouriteItem) => void }) {
  const [open, setOpen] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    start.current = p ? { x: p.clientX, y: p.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const p = e.changedTouches[0];
    const s = start.current;
    start.current = null;
    if (!p || !s) return;
    const dx = p.clientX - s.x;
    // Only a mostly sideways move is a swipe: scrolling the list stays scrolling.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(p.clientY - s.y) * 1.5) return;
    setOpen(dx < 0);
  };
  const label = t('mine.collect.removeNamed', { name: nameOf(item) });
  const body = (
    <>
      {item.cover && !item.gone ? (
        <img className="mine-row__cover" src={item.cover} alt="" loading="lazy" width="72" height="54" />
      ) : (
        <span className="mine-row__cover mine-row__cover--none" aria-hidden="true" />
      )}
      <span className="mine-row__text">
        <span className="mine-row__name">{item.gone ? t('mine.collect.goneHint') : item.name}</span>
        <span className="mine-row__meta">
          <span className={item.gone ? 'yz-badge yz-badge--accent' : 'yz-badge yz-badge--soft'}>{item.gone ? t('mine.collect.gone') : t(`mine.kind.${item.kind}`)}</span>
          {t('mine.collect.savedAt', { date: relativeTime(Date.parse(item.saved_at)) })}
        </span>
      </span>
    </>
  );
  return (
    <li className={open ? 'mine-row mine-row--open' : 'mine-row'} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <div className="mine-row__main">
        {item.page && !item.gone ? (
          <Link className="mine-row__link" to={pageOf({ page: item.page, id: item.id })}>
            {body}
          </Link>
        ) : (
          <div className="mine-row__link">{body}</div>
        )}
        <button type="button" className="mine-row__remove" aria-label={label} onClick={() => onRemove(item)}>
          {t('mine.collect.remove')}
        </button>
      </div>
      {open && (
        <button type="button" className="mine-row__swiped" aria-label={label} onClick={() => onRemove(item)}>
          {t('mine.collect.remove')}
        </button>
      )}
    </li>
  );
}

function Collect() {
  const [chip, setChip] = useState<Chip>('all');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [undo, setUndo] = useState<FavouriteItem | null>(null);
  const list = usePagedList<FavouriteItem, FavouritePage>(['favourites', chip], (page) =>
    favourites.list({ kind: chip === 'all' ? undefined : chip, page, size: 20 }),
  );

  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undo]);

  const hide = (i: FavouriteItem, on: boolean) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (on) next.add(keyOf(i));
      else next.delete(keyOf(i));
      return next;
    });

  const remove = async (i: FavouriteItem) => {
    hide(i, true);
    setUndo(i);
    if (!(await favourites.remove(i.kind, i.id))) {
      hide(i, false);
      setUndo(null);
      toastFeedback.toast(t('mine.collect.removeFailed'));
    }
  };

  const putBack = async (i: FavouriteItem) => {
    setUndo(null);
    if (await favourites.save(i.kind, i.id)) {
      hide(i, false);
      list.retry();
    } else {
      toastFeedback.toast(t('mine.heart.failed'));
    }
  };

  // Removed here but counted by the last answer: the chips say what the visitor sees.
  const gone = (k: FavouriteKind) => [...hidden].filter((h) => h.startsWith(`${k}:`)).length;
  const counts = (list.last?.kinds ?? []).map((c) => ({ kind: c.kind, count: Math.max(c.count - gone(c.kind), 0) }));
  const all = counts.reduce((n, k) => n + k.count, 0);
  const shown = list.items.filter((i) => !hidden.has(keyOf(i)));
  const chips: { id: Chip; n?: number }[] = [{ id: 'all', n: list.last ? all : undefined }, ...FAVOURITE_KINDS.map((k) => ({ id: k, n: counts.find((c) => c.kind === k)?.count }))];

  return (
    <div className="mine">
      <div className="mine-chips" role="group" aria-label={t('mine.kind.all')}>
        {chips.map((c) => (
          <button key={c.id} type="button" className="mine-chip" aria-pressed={chip === c.id} onClick={() => setChip(c.id)}>
            {t(`mine.kind.${c.id}`)}
            {c.n !== undefined && <span className="mine-chip__n">{c.n}</span>}
          </button>
        ))}
      </div>
      {list.phase === 'loading' && <CardSkeleton rows={4} />}
      {list.phase === 'error' && <ErrorState text="mine.collect.failed" onRetry={list.retry} />}
      {list.phase === 'ready' && shown.length === 0 && <EmptyState text="mine.collect.empty" />}
      {list.phase === 'ready' && shown.length > 0 && (
        <>
          <p className="mine__count" role="status">
            {t('mine.collect.count', { n: Math.max(list.total - hidden.size, 0) })}
          </p>
          <ul className="mine-rows">
            {shown.map((i) => (
              <Row key={keyOf(i)} item={i} onRemove={(x) => void remove(x)} />
            ))}
          </ul>
          <LoadMore status={list.footer} onMore={list.loadMore} />
        </>
      )}
      {undo && (
        <div className="mine-undo" role="status">
          <span>{t('mine.collect.removed', { name: nameOf(undo) })}</span>
          <button type="button" className="mine-undo__button" onClick={() => void putBack(undo)}>
            {t('mine.collect.undo')}
          </button>
        </div>
      )}
    </div>
  );
}

export default function CollectPage() {
  const signedIn = useSignedIn();
  if (signedIn === null) return <PageSkeleton rows={3} />;
  if (!signedIn) return <MineSignIn />;
  return <Collect />;
}
