import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '../ui/Link';
import { t } from '../i18n';
import { ChunkLoadError } from '../lib/chunk';

/** A page failed to load or to render: say so, and offer a retry and a way home. */
export default function RouteError() {
  const error = useRouteError();
  const type = error instanceof ChunkLoadError ? error.type : isRouteErrorResponse(error) ? String(error.status) : 'error';
  console.error(error);
  return (
    <section className="yz-placeholder" role="alert">
      <h2>{t('error.chunk', { type })}</h2>
      <div className="yz-placeholder__actions">
        <button type="button" className="yz-btn" onClick={() => location.reload()}>
          {t('common.retry')}
        </button>
        <Link to="/" className="yz-btn yz-btn--primary" reloadDocument>
          {t('common.home')}
        </Link>
      </div>
    </section>
  );
}
