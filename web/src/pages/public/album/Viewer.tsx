import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { mediaUrl } from '../../../api/places';
import { t } from '../../../i18n';
import { SWIPER } from '../../../lib/constants';
import { photoSrcSet } from '../../../ui/place/Cover';
import type { Album } from './album';
import {
  clampView,
  fitSize,
  IDENTITY,
  isDoubleTap,
  MAX_SCALE,
  MIN_SCALE,
  pinchOf,
  swipeTarget,
  TAP_SLOP_PX,
  toggleZoom,
  wheelFactor,
  zoomAt,
  type Size,
  type Tap,
  type View,
} from './gestures';
import './Viewer.css';

type Point = { x: number; y: number };

interface Gesture {
  kind: 'press' | 'swipe' | 'pan' | 'pinch' | 'done';
  start: Point & { t: number };
  view: View;
  dist: number;
}

/** Keeps the frame's size, so zoom limits and swipes know how wide a photo is. */
function useFrameSize(ref: RefObject<HTMLDivElement | null>): Size {
  const [size, setSize] = useState<Size>({ w: 0, h: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize({ w: el.clientWidth, h: el.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}

/**
 * The album viewer: swipe (or the buttons, or the arrow keys) between photos; pinch, double
 * tap, the wheel or the zoom buttons to zoom; drag a zoomed photo to look around.
 */
export function Viewer({ album }: { album: Album }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useFrameSize(frameRef);
  const [index, setIndex] = useState(album.index);
  const [view, setView] = useState<View>(IDENTITY);
  const [dragDx, setDragDx] = useState(0);
  const [active, setActive] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const count = album.photos.length;
  const photo = album.photos[index];
  const fitted = fitSize({ w: photo.width, h: photo.height }, frame);

  const go = useCallback(
    (i: number) => {
      setIndex(Math.min(Math.max(0, i), count - 1));
      setView(IDENTITY);
      setDragDx(0);
    },
    [count],
  );

  const rel = (e: { clientX: number; clientY: number }): Point => {
    const r = frameRef.current!.getBoundingClientRect();
    return { x: e.clientX - r.left - r.width / 2, y: e.clientY - r.top - r.height / 2 };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    frameRef.current?.setPointerCapture?.(e.pointerId);
    const p = rel(e);
    pointers.current.set(e.pointerId, p);
    setActive(true);
    if (pointers.current.size === 1) {
      gesture.current = { kind: 'press', start: { ...p, t: e.timeStamp }, view, dist: 0 };
    } else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      setDragDx(0);
      gesture.current = { kind: 'pinch', start: { ...pinchOf(a, b).mid, t: e.timeStamp }, view, dist: pinchOf(a, b).d };
    }
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    const p = rel(e);
    pointers.current.set(e.pointerId, p);
    if (g.kind === 'pinch' && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()];
      const { d, mid } = pinchOf(a, b);
      if (g.dist > 0) setView(zoomAt(g.view, d / g.dist, mid, fitted, frame));
      return;
    }
    const dx = p.x - g.start.x;
    const dy = p.y - g.start.y;
    if (g.kind === 'press' && Math.hypot(dx, dy) > TAP_SLOP_PX) g.kind = g.view.scale > MIN_SCALE ? 'pan' : 'swipe';
    if (g.kind === 'pan') setView(clampView({ ...g.view, x: g.view.x + dx, y: g.view.y + dy }, fitted, frame));
    if (g.kind === 'swipe') {
      const atEdge = (index === 0 && dx > 0) || (index === count - 1 && dx < 0);
      setDragDx(atEdge ? dx / 3 : dx); // resist past the first and last photo
    }
  };

  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const p = pointers.current.get(e.pointerId) ?? rel(e);
    pointers.current.delete(e.pointerId);
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the pinch is over, the other finger does nothing more.
      if (g) g.kind = 'done';
      return;
    }
    setActive(false);
    gesture.current = null;
    if (!g) return;
    if (g.kind === 'swipe') {
      const dx = p.x - g.start.x;
      const speed = dx / Math.max(1, e.timeStamp - g.start.t);
      go(swipeTarget(index, count, dx, frame.w || 1, speed));
      return;
    }
    if (g.kind === 'press' && e.type === 'pointerup') {
      const tap = { t: e.timeStamp, x: p.x, y: p.y };
      if (isDoubleTap(lastTap.current, tap)) {
        setView(toggleZoom(view, p, fitted, frame));
        lastTap.current = null;
      } else {
        lastTap.current = tap;
      }
    }
  };

  // Wheel and trackpad pinch zoom; a native listener, since React's wheel listener is passive.
  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const at = { x: e.clientX - r.left - r.width / 2, y: e.clientY - r.top - r.height / 2 };
      setView((v) => zoomAt(v, wheelFactor(e.deltaY), at, fitted, frame));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [fitted.w, fitted.h, frame.w, frame.h]); // deliberately keyed on these values only

  const zoomBy = (factor: number) => setView((v) => zoomAt(v, factor, { x: 0, y: 0 }, fitted, frame));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      '+': () => zoomBy(1.5),
      '=': () => zoomBy(1.5),
      '-': () => zoomBy(1 / 1.5),
      '0': () => setView(IDENTITY),
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };

  const sized = photo.width > 0 && photo.height > 0 && frame.w > 0;
  return (
    <div className="album">
      <div
        ref={frameRef}
        className="album__frame"
        role="group"
        aria-roledescription={t('poi.album.roledescription')}
        aria-label={t('poi.album.label', { title: album.title || t('poi.album.untitled') })}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        <div
          className="album__track"
          style={{
            transform: `translate3d(calc(${-index * 100}% + ${dragDx}px), 0, 0)`,
            transition: active ? 'none' : `transform ${SWIPER.duration}ms ease-out`,
          }}
        >
          {album.photos.map((p, i) => (
            <div key={`${p.url}-${i}`} className="album__slide" aria-hidden={i !== index}>
              {Math.abs(i - index) <= 1 && (
                <img
                  className="album__img"
                  src={mediaUrl(p.url)}
                  srcSet={photoSrcSet(p.url, p.width)}
                  sizes="100vw"
                  alt={p.caption || t('poi.album.photoAlt', { title: album.title, n: i + 1 })}
                  draggable={false}
                  decoding="async"
                  style={{
                    // Known sizes fit exactly (so zoom limits are right); unknown ones fill and contain.
                    width: i === index && sized ? fitted.w : '100%',
                    height: i === index && sized ? fitted.h : '100%',
                    transform: i === index ? `translate3d(${view.x}px, ${view.y}px, 0) scale(${view.scale})` : undefined,
                    transition: active ? 'none' : 'transform 200ms ease-out',
                  }}
                />
              )}
            </div>
          ))}
        </div>
        <p className="album__index" aria-live="polite">
          {t('poi.album.index', { n: index + 1, total: count })}
        </p>
      </div>
      <div className="album__info">
        {(photo.caption || photo.credit) && <p className="album__caption">{[photo.caption, photo.credit].filter(Boolean).join(' · ')}</p>}
        {photo.illustrative && <p className="album__note">{t('poi.photos.illustrative')}</p>}
        <div className="album__controls">
          <button type="button" className="album__btn" onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('poi.album.prev')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="album__btn" onClick={() => zoomBy(1 / 1.5)} disabled={view.scale <= MIN_SCALE} aria-label={t('poi.album.zoomOut')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M8 11h6M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="album__btn" onClick={() => zoomBy(1.5)} disabled={view.scale >= MAX_SCALE} aria-label={t('poi.album.zoomIn')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M8 11h6M11 8v6M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="album__btn" onClick={() => go(index + 1)} disabled={index >= count - 1} aria-label={t('poi.album.next')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="m9 4 8 8-8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
}
