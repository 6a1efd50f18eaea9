import { Link } from '../Link';
import { t } from '../../i18n';

/**
 * A place page that cannot show its place: opened without an id or with an unknown one, or
 * (with `onRetry`) a load that failed. Always the way home; a retry when one could help.
 */
export function PlaceMissing({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="yz-placeholder" role="alert">
      <svg viewBox="0 0 200 150" role="img" aria-label={t('poi.missing.illustration')}>
        <ellipse cx="100" cy="138" rx="70" ry="8" fill="#e6eae9" />
        <path d="M100 26c-22 0-38 16-38 37 0 27 38 63 38 63s38-36 38-63c0-21-16-37-38-37z" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="5" />
        <path d="M88 52l24 24M112 52 88 76" stroke="#e8843a" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <h2>{t(onRetry ? 'poi.missing.failedTitle' : 'poi.missing.title')}</h2>
      <p>{t(onRetry ? 'poi.missing.bodyRetry' : 'poi.missing.body')}</p>
      <div className="yz-placeholder__actions">
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
