// The visitor's invitations and pairs, newest first, each opening its page.
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { relativeTime } from '../../../lib/relativeTime';
import { qixi } from './qixi';

export function MyPairs() {
  const mine = useLoad(['qixi-mine'], () => qixi.mine());
  return (
    <section className="qx-card" aria-labelledby="qx-mine-title">
      <h2 id="qx-mine-title">{t('qixi.mine.title')}</h2>
      {mine.phase === 'loading' && !mine.data && <PageSkeleton rows={2} />}
      {mine.phase === 'error' && !mine.data && <ErrorState text="qixi.mine.failed" onRetry={mine.retry} />}
      {mine.data && mine.data.list.length === 0 && <p className="cmp-muted">{t('qixi.mine.empty')}</p>}
      {mine.data && mine.data.list.length > 0 && (
        <ul className="qx-mine">
          {mine.data.list.map((m) => (
            <li key={m.code}>
              <Link className="qx-mine__row" to={pageUrl('pages/custom/qixi/index', { invite: m.code })}>
                <span className="qx-mine__text">
                  <span className="qx-mine__what">
                    {m.state === 'paired'
                      ? t('qixi.mine.paired', { name: m.partner ?? '', score: m.score ?? 0 })
                      : t(m.state === 'open' ? 'qixi.mine.open' : 'qixi.mine.expired')}
                  </span>
                  <span className="cmp-muted">
                    {t(m.role === 'inviter' ? 'qixi.mine.inviter' : 'qixi.mine.partner')} · {relativeTime(m.pairedAt ?? m.createdAt)}
                  </span>
                </span>
                <span className="qx-mine__go">{t('qixi.mine.view')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
