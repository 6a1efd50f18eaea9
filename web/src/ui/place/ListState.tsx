import { t, type MessageKey } from '../../i18n';
import './ListState.css';

/** Nothing to show: says so plainly, with an optional way out. */
export function EmptyState({ text = 'list.empty', action }: { text?: MessageKey; action?: { label: MessageKey; onClick: () => void } }) {
  return (
    <div className="yz-state" role="status">
      <svg viewBox="0 0 96 64" width="96" height="64" aria-hidden="true">
        <rect x="14" y="14" width="68" height="42" rx="8" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="3" />
        <path d="M30 34h36M30 44h22" stroke="#0b7a6b" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{t(text)}</p>
      {action && (
        <button type="button" className="yz-btn" onClick={action.onClick}>
          {t(action.label)}
        </button>
      )}
    </div>
  );
}

/** A load failed: say so and offer to try again. */
export function ErrorState({ onRetry, text = 'list.error' }: { onRetry: () => void; text?: MessageKey }) {
  return (
    <div className="yz-state" role="alert">
      <svg viewBox="0 0 96 64" width="96" height="64" aria-hidden="true">
        <circle cx="48" cy="32" r="22" fill="#fdf0e6" stroke="#e8843a" strokeWidth="3" />
        <path d="M48 20v15M48 42v2" stroke="#e8843a" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p>{t(text)}</p>
      <button type="button" className="yz-btn yz-btn--primary" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}
