import { useEffect } from 'react';
import type { NearbyPage as NearbyAnswer, PlaceCard as Place } from '../../api/places';
import { Chip, ChipRow } from '../../features/food';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { locate, places } from '../../services';
import { isVisitorsOwn } from '../../session/where';
import { useClientStore } from '../../session/store';
import { Link } from '../../ui/Link';
import { LoadMore } from '../../ui/LoadMore';
import { CardSkeleton } from '../../ui/place/CardSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { PlaceCard } from '../../ui/place/PlaceCard';
import { usePagedList } from '../../ui/query/usePagedList';
import { useAddressFilter } from '../../ui/useAddressFilter';
import { KINDS, kindsOf, type NearbyKind } from './nearbyKinds';
import '../../ui/place/PlaceCard.css';
import './Nearby.css';

/** Asked first; where fewer lie this close, the server widens until at least AT_LEAST. */
const RADIUS_KM = 5;
const AT_LEAST = 10;

/** Where the list starts from: the visitor's own position, or the default with a way to choose. */
function From({ own, where }: { own: boolean; where: string }) {
  if (own) return <p className="nearby__from">{t('nearby.from', { where })}</p>;
  return (
    <p className="nearby__from nearby__from--default" role="note">
      {t('nearby.notYours', { where })}{' '}
      <Link className="nearby__choose" to={pageUrl('choose-location')}>
        {t('nearby.choose')}
      </Link>
    </p>
  );
}

function Summary({ last }: { last: NearbyAnswer }) {
  const n = last.total;
  if (last.widened) {
    return (
      <p className="nearby__count nearby__count--wide" role="status">
        {t('nearby.widened', { asked: last.asked_radius_km, km: last.radius_km, n })}
      </p>
    );
  }
  return (
    <p className="nearby__count" role="status">
      {t('nearby.within', { km: last.radius_km, n })}
    </p>
  );
}

/** tour/nearby: places near the visitor by kind, nearest first; a sparse neighbourhood widens. */
export default function NearbyPage() {
  const located = useClientStore((s) => s.location);
  useEffect(() => {
    void locate();
  }, []);
  const { params, set, clear } = useAddressFilter<'kind'>();
  const kind = (KINDS.find((k) => k === params.get('kind')) ?? undefined) as NearbyKind | undefined;
  const own = isVisitorsOwn(located);
  const pos = located ? { lat: located.lat, lng: located.lng } : null;
  const posKey = pos ? `${pos.lat.toFixed(3)},${pos.lng.toFixed(3)}` : '';
  const list = usePagedList<Place, NearbyAnswer>(['nearby', `${posKey}|${kind ?? ''}`], (page) =>
    pos ? places.nearby({ kind: kindsOf(kind), radius: RADIUS_KM, atLeast: AT_LEAST, page, size: 20 }, pos) : Promise.resolve(false),
  );
  // The district when the position is theirs; the default's city otherwise.
  const where = (own ? located.district : undefined) ?? located?.city ?? t('nearby.here');
  return (
    <div className="nearby">
      <header className="nearby__intro">
        <h2 className="nearby__title">{t('title.tour/nearby')}</h2>
        <p className="nearby__lead">{t('nearby.lead')}</p>
        {located && <From own={own} where={where} />}
      </header>
      <div className="nearby__filters">
        <ChipRow label={t('nearby.kinds')}>
          <Chip pressed={!kind} onClick={() => set('kind', undefined)}>
            {t('nearby.kind.all')}
          </Chip>
          {KINDS.map((k) => (
            <Chip key={k} pressed={kind === k} onClick={() => set('kind', k)}>
              {t(`nearby.kind.${k}`)}
            </Chip>
          ))}
        </ChipRow>
      </div>
      <div className="nearby__body" aria-busy={list.phase === 'loading'}>
        {!pos || list.phase === 'loading' ? (
          <CardSkeleton rows={4} />
        ) : list.phase === 'error' ? (
          <ErrorState text="nearby.failed" onRetry={list.retry} />
        ) : list.items.length === 0 ? (
          <EmptyState text="nearby.empty" action={kind ? { label: 'nearby.showAll', onClick: clear } : undefined} />
        ) : (
          <>
            {list.last && <Summary last={list.last} />}
            <div className="nearby__list">
              {list.items.map((p) => (
                <PlaceCard key={p.id} place={p} />
              ))}
            </div>
            <LoadMore status={list.footer} onMore={list.loadMore} />
          </>
        )}
      </div>
    </div>
  );
}
