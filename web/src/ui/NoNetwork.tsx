import { useRef, useState, useSyncExternalStore } from 'react';
import { t } from '../i18n';
import './NoNetwork.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;

// With the service worker in charge, pages it kept open offline (docs/FRONTEND.md, "Offline"):
// the tip covers a page only once the worker says it had nothing for one of its requests.
let missed = 0;
const missListeners = new Set<() => void>();
if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type !== 'youzhe:missing') return;
    missed += 1;
    missListeners.forEach((l) => l());
  });
}
function subscribeMissed(onChange: () => void) {
  missListeners.add(onChange);
  return () => void missListeners.delete(onChange);
}
const missedCount = () => missed;
const keptOffline = () => !!navigator.serviceWorker?.controller;

/** A broken signal: the embedded image of the no-network tip (SPEC §8). */
function SignalLostImage() {
  return (
    <svg viewBox="0 0 200 150" role="img" aria-label={t('network.illustration')}>
      <ellipse cx="100" cy="136" rx="70" ry="8" fill="#e6eae9" />
      <rect x="92" y="70" width="16" height="64" rx="3" fill="#9fb3ae" />
      <path d="M76 134 100 60l24 74" fill="none" stroke="#9fb3ae" strokeWidth="5" strokeLinejoin="round" />
      <circle cx="100" cy="56" r="10" fill="#0b7a6b" />
      <path d="M70 40a42 42 0 0 1 60 0" fill="none" stroke="#0b7a6b" strokeWidth="6" strokeLinecap="round" opacity=".35" />
      <path d="M52 22a68 68 0 0 1 96 0" fill="none" stroke="#0b7a6b" strokeWidth="6" strokeLinecap="round" opacity=".2" />
      <circle cx="150" cy="86" r="20" fill="#e8843a" />
      <path d="M142 78l16 16M158 78l-16 16" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Covers the page (below the nav bar) while the device is offline — unless the service worker
 * keeps pages: then a line says the page is a kept copy, and the tip covers it only when
 * something it needs was never kept (a miss since this page opened).
 */
export function NoNetwork({ page }: { page: string }) {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const misses = useSyncExternalStore(subscribeMissed, missedCount, () => 0);
  // Misses counted from this page's opening: a new page starts with none of its own.
  const seen = useRef({ page, misses });
  if (seen.current.page !== page) seen.current = { page, misses };
  const [, recheck] = useState(0);
  if (online) return null;
  if (keptOffline() && misses === seen.current.misses) {
    return (
      <p className="yz-offline-kept" role="status">
        {t('network.kept')}
      </p>
    );
  }
  return (
    <div className="yz-no-network" role="alert">
      <div className="yz-placeholder">
        <SignalLostImage />
        <h2>{t('network.lost')}</h2>
        <p>{t('network.hint')}</p>
        <div className="yz-placeholder__actions">
          <button type="button" className="yz-btn yz-btn--primary" onClick={() => recheck((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    </div>
  );
}
