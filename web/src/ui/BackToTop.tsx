import { useEffect, useState } from 'react';
import { BACK_TO_TOP } from '../lib/constants';
import { t } from '../i18n';
import './BackToTop.css';

/** Scroll to the top over `duration` ms (SPEC §9: 100 ms). */
function scrollToTop(duration: number) {
  const start = window.scrollY;
  const t0 = performance.now();
  const step = (now: number) => {
    const k = Math.min(1, (now - t0) / duration);
    window.scrollTo(0, start * (1 - k));
    if (k < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Appears after 400 px of scrolling, 100 px from the bottom and 20 px from the right. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP.threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="yz-back-to-top"
      style={{ bottom: BACK_TO_TOP.bottom, right: BACK_TO_TOP.right }}
      aria-label={t('common.backToTop')}
      onClick={() => scrollToTop(BACK_TO_TOP.duration)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M5 15l7-7 7 7M5 5h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
