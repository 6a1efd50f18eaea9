import { Link } from './Link';
import { t } from '../i18n';
import { useRouteHandle } from './routeTitle';

function BuildingImage() {
  return (
    <svg viewBox="0 0 200 150" role="img" aria-label={t('soon.illustration')}>
      <ellipse cx="100" cy="138" rx="76" ry="8" fill="#e6eae9" />
      <path d="M48 78 100 40l52 38v58H48z" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="4" strokeLinejoin="round" />
      <path d="M38 82 100 34l62 48" fill="none" stroke="#0b7a6b" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="88" y="100" width="24" height="36" rx="3" fill="#0b7a6b" />
      <rect x="60" y="92" width="18" height="16" rx="2" fill="#fff" stroke="#0b7a6b" strokeWidth="3" />
      <rect x="122" y="92" width="18" height="16" rx="2" fill="#fff" stroke="#0b7a6b" strokeWidth="3" />
      <path d="M150 136V60M150 60h36M150 74l14-14M186 60v14" fill="none" stroke="#e8843a" strokeWidth="4" strokeLinecap="round" />
      <path d="M186 74v10" stroke="#9fb3ae" strokeWidth="2" />
      <rect x="180" y="84" width="12" height="9" rx="2" fill="#e8843a" />
    </svg>
  );
}

/** The honest page for a route whose page is not built yet, inside the normal frame. */
export default function ComingSoon() {
  const handle = useRouteHandle();
  const page = handle ? t(handle.title) : t('app.name');
  return (
    <section className="yz-placeholder">
      <BuildingImage />
      <h2>{t('soon.title')}</h2>
      <p>{t('soon.body', { page })}</p>
      <div className="yz-placeholder__actions">
        <Link to="/" className="yz-btn yz-btn--primary">
          {t('common.home')}
        </Link>
      </div>
    </section>
  );
}
