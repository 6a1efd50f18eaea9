import { useSearchParams } from 'react-router';
import type { WebviewVerdict } from '../../api/webview';
import { WEBVIEW_URL_MAX } from '../../api/webview';
import { t, type MessageKey } from '../../i18n';
import { outgoingUrl } from '../../services';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { Missing } from '../../ui/place';
import { useLoad } from '../../ui/query';
import { webview } from './webview';
import './Webview.css';

/** An allowed page: its host named above it, the page itself in a sandboxed frame. */
function Framed({ verdict }: { verdict: WebviewVerdict }) {
  // SPEC §2: partner sites get openid and friends; any other host gets the address as is.
  const src = outgoingUrl(verdict.url);
  return (
    <div className="webview">
      <div className="webview__bar">
        <span className="webview__host">{t('webview.from', { host: verdict.host })}</span>
        <a className="webview__out" href={src} target="_blank" rel="noopener noreferrer">
          {t('webview.openOutside')}
        </a>
      </div>
      <iframe
        className="webview__frame"
        src={src}
        title={t('webview.frame', { host: verdict.host })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

/** A refused address: which site, why, and (for an ordinary outside site only) the way out. */
function Refused({ verdict }: { verdict: WebviewVerdict }) {
  const outside = verdict.reason === 'not_listed';
  return (
    <section className="webview-refused" role="alert" aria-labelledby="webview-refused">
      <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
        <rect x="14" y="14" width="92" height="68" rx="10" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="4" />
        <path d="M14 32h92" stroke="#0b7a6b" strokeWidth="4" />
        <circle cx="60" cy="58" r="14" fill="#fff" stroke="#e8843a" strokeWidth="4" />
        <path d="M50 68l20-20" stroke="#e8843a" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2 id="webview-refused">{t('webview.refused.title')}</h2>
      <p className="webview-refused__host">{verdict.host ? t('webview.refused.host', { host: verdict.host }) : t('webview.refused.noHost')}</p>
      <p>{t(`webview.reason.${verdict.reason}` as MessageKey)}</p>
      <div className="webview-refused__actions">
        {outside && (
          <a className="yz-btn" href={outgoingUrl(verdict.url)} target="_blank" rel="noopener noreferrer">
            {t('webview.openOutside')}
          </a>
        )}
        <Link to="/" className="yz-btn yz-btn--primary">
          {t('common.home')}
        </Link>
      </div>
    </section>
  );
}

/** webview/webview?url=: an outside page inside the app, when the server's allow list names its host. */
export default function WebviewPage() {
  const [params] = useSearchParams();
  const url = (params.get('url') ?? '').trim().slice(0, WEBVIEW_URL_MAX);
  const state = useLoad(url ? ['webview', url] : null, () => webview.check(url));
  if (!url || state.phase === 'missing') return <Missing look="place" text="webview.noUrl" />;
  if (state.phase === 'error') return <Missing look="place" text="webview.failed" onRetry={state.retry} />;
  if (state.phase === 'loading') return <PageSkeleton rows={2} />;
  return state.data.allowed ? <Framed verdict={state.data} /> : <Refused verdict={state.data} />;
}
