import { useLoad } from '../../ui/query';
import { usePagedList } from '../../ui/query/usePagedList';
import { useSearchParams } from 'react-router';
import type { PlaceCard, ThemeCount } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { places } from '../../services';
import { useClientStore } from '../../session/store';
import { LoadMore } from '../../ui/LoadMore';
import { Cover } from '../../ui/place/Cover';
import { StayCards } from './StayCards';
import { Missing } from '../../ui/place/Missing';
import { StaySection } from './StaySection';
import { checkedPage, cityParam, realPosition, STAY_KINDS } from './stayQuery';
import { ThemeRow } from './ThemeRow';
import './HotelThemePage.css';

const PAGE_SIZE = 20;

/** Stays of one theme (湖光山色, 古村 …), in a city or across the province. */
export default function HotelThemePage() {
  const [params] = useSearchParams();
  const theme = (params.get('theme') ?? '').trim();
  const cityId = cityParam(params.get('cityId'));
  if (!theme) return <Missing look="stay" text="hotel.theme.missing" />;
  return <ThemeList key={`${theme}|${cityId}`} theme={theme} cityId={cityId} />;
}

function ThemeList({ theme, cityId }: { theme: string; cityId: number | null }) {
  const pos = realPosition(useClientStore((s) => s.location));
  const themes = useLoad<ThemeCount[]>(['HotelThemePage', `themes:${cityId ?? 'all'}`], () => places.themes(STAY_KINDS, cityId ?? undefined), {
    accept: Array.isArray,
  });
  const list = usePagedList<PlaceCard>(['HotelThemePage', `${theme}|${cityId}`], (page) =>
    places
      .list({ kind: STAY_KINDS, theme, cityId: cityId ?? undefined, page, size: PAGE_SIZE }, pos)
      .then(checkedPage),
  );
  const where = cityId ? t(`city.${cityId}` as MessageKey) : t('hotel.province');
  const info = themes.data?.find((x) => x.theme === theme);
  const cover = info?.cover ?? list.items[0]?.cover;
  const count = info?.count ?? (list.phase === 'ready' ? list.total : null);

  return (
    <div className="hotel-theme">
      <header className="hotel-theme__head">
        {cover ? <Cover className="hotel-theme__cover" src={cover} name={theme} width={750} height={360} eager /> : <div className="hotel-theme__cover" />}
        <div className="hotel-theme__shade">
          <h2 className="hotel-theme__name">{theme}</h2>
          <p className="hotel-theme__sub">
            {count === null ? where : t('hotel.theme.headCount', { where, count })}
          </p>
        </div>
      </header>

      <div className="hotel-theme__list">
        <StayCards
          phase={list.phase}
          items={list.phase === 'ready' ? list.items : undefined}
          onRetry={list.retry}
          rows={4}
          empty="hotel.theme.empty"
        />
        {list.phase === 'ready' && list.items.length > 0 && <LoadMore status={list.footer} onMore={list.loadMore} />}
      </div>

      {list.phase === 'ready' && list.footer === 'none' && (themes.data?.length ?? 0) > 1 && (
        <StaySection title={t('hotel.theme.others')}>
          <ThemeRow themes={themes.data?.filter((x) => x.theme !== theme)} cityId={cityId} />
        </StaySection>
      )}
    </div>
  );
}
