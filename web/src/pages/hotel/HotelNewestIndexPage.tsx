import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceCard } from '../../api/places';
import { t, type MessageKey } from '../../i18n';
import { CITIES } from '../../lib/cities';
import { places } from '../../services';
import { useClientStore } from '../../session/store';
import { LoadMore } from '../../ui/LoadMore';
import { usePagedList } from '../../ui/query/usePagedList';
import { StayCards } from './StayCards';
import { StayChips } from './StayChips';
import { checkedPage, cityParam, kindParam, realPosition, STAY_KIND_TABS, type StayKind } from './stayQuery';
import './HotelNewestIndexPage.css';
import { pageUrl } from '../../lib/pageUrl';

const PAGE_SIZE = 20;

/** Every hotel and homestay, most popular first: tabs by kind, chips by city. */
export default function HotelNewestIndexPage() {
  const [params, setParams] = useSearchParams();
  const city = cityParam(params.get('cityId'));
  const kindRaw = params.get('kind');
  const kind: StayKind = kindRaw === 'hotel' || kindRaw === 'homestay' ? kindRaw : 'all';
  const pos = realPosition(useClientStore((s) => s.location));

  const set = (next: { cityId: number | null; kind: StayKind }) => {
    const q = new URLSearchParams();
    if (next.cityId) q.set('cityId', String(next.cityId));
    if (next.kind !== 'all') q.set('kind', next.kind);
    setParams(q, { replace: true });
  };

  const list = usePagedList<PlaceCard>(['HotelNewestIndexPage', `${city}|${kind}`], (page) =>
    places.list({ kind: kindParam(kind), cityId: city ?? undefined, page, size: PAGE_SIZE }, pos).then(checkedPage),
  );
  const where = city ? t(`city.${city}` as MessageKey) : t('hotel.province');

  return (
    <div className="hotel-newest">
      <div className="hotel-newest__bar">
        <div className="hotel-newest__tabs" role="tablist" aria-label={t('hotel.search.kind')}>
          {STAY_KIND_TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={k === kind}
              className="hotel-newest__tab"
              onClick={() => k !== kind && set({ cityId: city, kind: k })}
            >
              {t(`hotel.kind.${k}` as MessageKey)}
            </button>
          ))}
        </div>
        <StayChips
          label={t('hotel.search.city')}
          value={city ?? 0}
          onChange={(v) => set({ cityId: v || null, kind })}
          chips={[{ value: 0, label: t('hotel.province') }, ...CITIES.map((c) => ({ value: c.id as number, label: t(`city.${c.id}` as MessageKey) }))]}
        />
      </div>

      <div className="hotel-newest__list" role="tabpanel" aria-label={t(`hotel.kind.${kind}` as MessageKey)}>
        <p className="hotel-newest__count" role="status">
          {list.phase === 'ready' ? t('hotel.newest.count', { where, count: list.total }) : ''}
          {list.phase === 'ready' && (
            <Link className="hotel-newest__search" to={pageUrl('pages/hotel/search', { cityId: city })}>
              {t('hotel.newest.search')}
            </Link>
          )}
        </p>
        <StayCards phase={list.phase} items={list.phase === 'ready' ? list.items : undefined} onRetry={list.retry} rows={4} />
        {list.phase === 'ready' && list.items.length > 0 && <LoadMore status={list.footer} onMore={list.loadMore} />}
      </div>
    </div>
  );
}
