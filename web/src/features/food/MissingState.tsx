import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { t, type MessageKey } from '../../i18n';
import '../../ui/place/ListState.css';
import './MissingState.css';

/**
 * A page that has nothing to show: opened without its id, or the id is unknown (the request
 * layer has already said which in a toast). Always a way home, and a retry when one helps.
 */
export function MissingState({ text, onRetry, children }: { text: MessageKey; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className="yz-state" role="alert">
      <svg viewBox="0 0 96 64" width="96" height="64" aria-hidden="true">
        <path d="M22 30h52a0 0 0 0 1 0 0 26 22 0 0 1-52 0z" fill="#fdf0e6" stroke="#e8843a" strokeWidth="3" strokeLinejoin="round" />
        <path d="M18 30h60" stroke="#e8843a" strokeWidth="3" strokeLinecap="round" />
        <path d="M40 22c0-6 6-6 6-12M52 22c0-6 6-6 6-12" fill="none" stroke="#9fb3ae" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{t(text)}</p>
      <div className="cate-missing__actions">
        {onRetry && (
          <button type="button" className="yz-btn" onClick={onRetry}>
            {t('list.retry')}
          </button>
        )}
        {children}
        <Link to="/" className="yz-btn yz-btn--primary">
          {t('common.home')}
        </Link>
      </div>
    </div>
  );
}
