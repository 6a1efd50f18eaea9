// The way between the Qixi pages.
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';

export function QixiNav() {
  return (
    <nav aria-label={t('qixi.hero.title')}>
      <ul className="qx-nav">
        <li>
          <Link to={pageUrl('pages/custom/qixi/myprize')}>{t('qixi.nav.myprize')}</Link>
        </li>
        <li>
          <Link to={pageUrl('pages/custom/qixi/user')}>{t('qixi.nav.user')}</Link>
        </li>
        <li>
          <Link to={pageUrl('pages/custom/qixi/gift')}>{t('qixi.nav.gift')}</Link>
        </li>
        <li>
          <Link to={pageUrl('pages/custom/qixi/rule')}>{t('qixi.nav.rule')}</Link>
        </li>
      </ul>
    </nav>
  );
}
