// The way between the blind-box pages.
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';

export function BlindboxNav() {
  return (
    <nav aria-label={t('blindbox.hero.title')}>
      <ul className="bbx-nav">
        <li>
          <Link to={pageUrl('pages/custom/huawei/myprize')}>{t('blindbox.nav.myprize')}</Link>
        </li>
        <li>
          <Link to={pageUrl('pages/custom/huawei/user')}>{t('blindbox.nav.user')}</Link>
        </li>
        <li>
          <Link to={pageUrl('pages/custom/huawei/gift')}>{t('blindbox.nav.gift')}</Link>
        </li>
        <li>
          <Link to={pageUrl('pages/custom/huawei/rule')}>{t('blindbox.nav.rule')}</Link>
        </li>
      </ul>
    </nav>
  );
}
