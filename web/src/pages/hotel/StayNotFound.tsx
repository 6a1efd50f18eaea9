import { Link } from '../../ui/Link';
import { t, type MessageKey } from '../../i18n';
import './StayNotFound.css';

/**
 * A page that has nothing to show: no id in its address, or the stay is not (or no longer)
 * there. Always offers the way home, and a retry when the cause may be the network.
 */
export function StayNotFound({ text = 'detail.notFound', onRetry }: { text?: MessageKey; onRetry?: () => void }) {
  return (
    <section className="stay-missing" role="alert">
      <svg viewBox="0 0 160 110" width="160" height="110" aria-hidden="true">
        <ellipse cx="80" cy="100" rx="58" ry="6" fill="#e6eae9" />
        <path d="M36 56 80 24l44 32v42H36z" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="4" strokeLinejoin="round" />
        <path d="M26 60 80 18l54 42" fill="none" stroke="#0b7a6b" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M68 98V74h24v24" fill="#fff" stroke="#0b7a6b" strokeWidth="4" />
        <circle cx="118" cy="34" r="14" fill="#fdf0e6" stroke="#e8843a" strokeWidth="3" />
        <path d="M113 29q5-5 10 0t-5 8v3M118 44v1" fill="none" stroke="#e8843a" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{t(text)}</p>
      <div className="stay-missing__actions">
        {onRetry && (
          <button type="button" className="yz-btn" onClick={onRetry}>
            {t('list.retry')}
          </button>
        )}
        <Link to="/" className="yz-btn yz-btn--primary">
          {t('common.home')}
        </Link>
      </div>
    </section>
  );
}
