import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { releaseFirstPaint } from '../../api/firstPaint';
import { t, type MessageKey } from '../../i18n';
import type { CityId } from '../../lib/cities';
import { places } from '../../services';
import { usePagedList } from '../../ui/query/usePagedList';
import { CityStrip } from '../../features/food';
import { FoodList } from './FoodList';
import { FOOD_KINDS } from '../../ui/place/kinds';
import { cityFrom } from '../../features/food';
import { Missing } from '../../ui/place/Missing';
import { usePosition } from '../../features/food';
import './CateThemePage.css';

/** cate/theme: the food places of one theme (老字号, 海鲜 …), in one city or the whole province. */
export default function CateThemePage() {
  const [params, setParams] = useSearchParams();
  const theme = (params.get('theme') ?? '').trim();
  const city = cityFrom(params.get('cityId'));
  const { position, positionKey } = usePosition();

  const list = usePagedList(['CateThemePage', `${theme}|${city ?? ''}|${positionKey}`], (page) =>
    theme
      ? places.list({ kind: FOOD_KINDS, theme, cityId: city ?? undefined, page, size: 20 }, position)
      : Promise.resolve({ list: [], total: 0, page, size: 20 }),
  );

  // The server's first-paint markup (head, city strip, the first page of cards) gives way
  // once the app has the same list to draw in its place.
  const settled = !theme || list.phase !== 'loading';
  useEffect(() => {
    if (settled) releaseFirstPaint();
  }, [settled]);

  if (!theme) return <Missing look="food" text="cate.theme.missing" />;

  const choose = (id: CityId | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('cityId', String(id));
        else next.delete('cityId');
        return next;
      },
      { replace: true },
    );
  const where = city ? t(`city.${city}` as MessageKey) : t('cate.result.province');

  return (
    <div className="cate-theme">
      <header className="cate-theme__head">
        <h2 className="cate-theme__name">{theme}</h2>
        <p className="cate-theme__meta" aria-live="polite">
          {list.phase === 'ready' ? t('cate.theme.count', { where, n: list.total }) : where}
        </p>
      </header>
      <CityStrip value={city} onChange={choose} label={t('cate.city.pick')} all={t('cate.result.province')} />
      <div className="cate-list" aria-busy={list.phase === 'loading'}>
        <FoodList list={list} empty="cate.theme.empty" />
      </div>
    </div>
  );
}
