import { runtimeConfig } from '../../config/runtime';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { platform } from '../../services';
import { offerSignIn } from '../../ui/FavouriteHeart';
import { Link } from '../../ui/Link';

/** The way in this host offers: Alipay's only when this site has an Alipay app. */
function signInLabel() {
  if (platform.kind === 'wechat') return 'mine.signIn.wechat';
  if (platform.kind === 'alipay' && runtimeConfig().alipayAppId) return 'mine.signIn.alipay';
  return 'mine.signIn.phone';
}

/**
 * What a visitor without a token sees on their own pages: the way in this host offers
 * (WeChat's authorization inside WeChat, the phone sign-in page elsewhere), which comes back
 * here, and a way home.
 */
export function MineSignIn() {
  return (
    <section className="mine-signin" aria-labelledby="mine-signin-title">
      <svg viewBox="0 0 96 64" width="96" height="64" aria-hidden="true">
        <circle cx="48" cy="24" r="12" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="3" />
        <path d="M24 58c4-14 14-20 24-20s20 6 24 20" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 id="mine-signin-title">{t('mine.signIn.title')}</h2>
      <p>{t('mine.signIn.lead')}</p>
      <button type="button" className="yz-btn yz-btn--primary" onClick={offerSignIn}>
        {t(signInLabel())}
      </button>
      <Link className="yz-btn" to={pageUrl('pages/hotel/index')}>
        {t('mine.signIn.home')}
      </Link>
    </section>
  );
}
