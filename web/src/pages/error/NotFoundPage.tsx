import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../ui/Link';
import { t } from '../../i18n';
import { useCanGoBack } from '../../ui/history';
import { pageUrl } from '../../lib/pageUrl';

function LostSignpost() {
  return (
    <svg viewBox="0 0 200 150" role="img" aria-label={t('notFound.illustration')}>
      <ellipse cx="100" cy="138" rx="70" ry="8" fill="#e6eae9" />
      <rect x="94" y="30" width="12" height="108" rx="3" fill="#9fb3ae" />
      <path d="M106 40h58l14 13-14 13h-58z" fill="#0b7a6b" />
      <path d="M94 74H40L26 87l14 13h54z" fill="#e8843a" />
      <text x="136" y="59" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff">4</text>
      <text x="60" y="93" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff">04</text>
      <circle cx="150" cy="118" r="4" fill="#9fb3ae" />
      <circle cx="164" cy="110" r="3" fill="#c5d3cf" />
    </svg>
  );
}

/** pages/error/404: shown for the route itself and for every unknown path. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname !== pageUrl('pages/error/404')) console.warn(`404: no page at /ver3${pathname}`);
  }, [pathname]);
  return (
    <section className="yz-placeholder">
      <LostSignpost />
      <h2>{t('notFound.title')}</h2>
      <p>{t('notFound.body')}</p>
      <div className="yz-placeholder__actions">
        {canGoBack && (
          <button type="button" className="yz-btn" onClick={() => navigate(-1)}>
            {t('common.back')}
          </button>
        )}
        <Link to="/" className="yz-btn yz-btn--primary">
          {t('common.home')}
        </Link>
      </div>
    </section>
  );
}
