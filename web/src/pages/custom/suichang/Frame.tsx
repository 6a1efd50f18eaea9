// The Suichang sub-site's header and navigation, shared by its six pages (docs/SUICHANG.md).
import type { ComponentType, JSX, ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import type { RoutePath } from '../../../lib/routePaths';
import { Link } from '../../../ui/Link';
import './suichang.css';

const LINKS: ReadonlyArray<{ route: RoutePath; label: 'suichang.nav.search' | 'suichang.nav.notes' | 'suichang.nav.album' }> = [
  { route: 'pages/custom/suichang/search', label: 'suichang.nav.search' },
  { route: 'pages/custom/suichang/notes', label: 'suichang.nav.notes' },
  { route: 'pages/custom/suichang/album', label: 'suichang.nav.album' },
];

export function SuichangFrame({ children }: { children: ReactNode }): JSX.Element {
  const { pathname } = useLocation();
  return (
    <div className="sc-site">
      <header className="sc-head">
        <p className="sc-brand">{t('suichang.brand')}</p>
        <nav aria-label={t('suichang.nav')} className="sc-nav">
          {LINKS.map((l) => {
            const here = pathname.endsWith(l.route) || (l.route.endsWith('/search') && pathname.endsWith('/suichang/result'));
            return (
              <Link key={l.route} to={pageUrl(l.route)} className={here ? 'sc-nav__link is-here' : 'sc-nav__link'} aria-current={here ? 'page' : undefined}>
                {t(l.label)}
              </Link>
            );
          })}
        </nav>
      </header>
      {children}
    </div>
  );
}

/** Another area's page (a place, a dish) inside the sub-site's frame. */
export function inSuichang(Page: ComponentType): ComponentType {
  function InSuichang() {
    return (
      <SuichangFrame>
        <Page />
      </SuichangFrame>
    );
  }
  return InSuichang;
}

/** cateDetail opens a 百县千碗 dish (`dish-…`) or a place to eat: each with its own page. */
export function byDishId(Dish: ComponentType, Place: ComponentType): ComponentType {
  function DishOrPlace() {
    const [params] = useSearchParams();
    return (params.get('id') ?? '').startsWith('dish-') ? <Dish /> : <Place />;
  }
  return DishOrPlace;
}
