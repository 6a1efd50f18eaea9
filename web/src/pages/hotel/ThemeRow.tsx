import { Link } from '../../ui/Link';
import type { ThemeCount } from '../../api/places';
import { t } from '../../i18n';
import { Cover } from '../../ui/place/Cover';
import './ThemeRow.css';
import { pageUrl } from '../../lib/pageUrl';

/** A row of themes to browse stays by; each opens the theme's list. */
export function ThemeRow({ themes, cityId }: { themes: ThemeCount[] | undefined; cityId?: number | null }) {
  if (!themes) {
    return (
      <div className="theme-row" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className="theme-row__tile theme-row__tile--loading" />
        ))}
      </div>
    );
  }
  return (
    <ul className="theme-row">
      {themes.map((th) => (
        <li key={th.theme}>
          <Link className="theme-row__tile" to={pageUrl('pages/hotel/theme', { theme: th.theme, cityId })} aria-label={t('hotel.theme.link', { theme: th.theme, count: th.count })}>
            <span className="theme-row__pic">
              <Cover className="theme-row__cover" src={th.cover} name={th.theme} width={160} height={200} />
            </span>
            <span className="theme-row__name">{th.theme}</span>
            <span className="theme-row__count">{t('hotel.theme.count', { count: th.count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
