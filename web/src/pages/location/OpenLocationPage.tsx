import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OfflineMap } from '../../features/offlineMap';
import { t, type MessageKey } from '../../i18n';
import { cityIdByName, isCityId } from '../../lib/cities';
import { distanceKm } from '../../lib/distance';
import { mapsService, outgoingUrl } from '../../services';
import { Missing } from '../../ui/place';
import { distanceLabel } from '../../ui/place/format';
import { useVisitorPosition } from '../../ui/place/placeQuery';
import { mapLinks, pointFrom, type MapApp, type MapPoint } from './mapLinks';
import './Location.css';

const APP_WORD: Record<MapApp, MessageKey> = {
  amap: 'location.open.amap',
  baidu: 'location.open.baidu',
  baiduApp: 'location.open.baiduApp',
  tencent: 'location.open.tencent',
  apple: 'location.open.apple',
};

/** The city whose outlines frame the point (reverse geocoding, from our own server's shipped outlines). */
function useCityOf(p: MapPoint) {
  return useQuery({
    queryKey: ['geo', 'city-of', p.lat, p.lng],
    queryFn: async () => {
      const geo = await (await mapsService()).reverse(p);
      const id = Number(geo?.ad_info?.city_id);
      return isCityId(id) ? id : cityIdByName(geo?.ad_info?.city ?? geo?.address_component?.city);
    },
  });
}

function Point({ point }: { point: MapPoint }) {
  const city = useCityOf(point);
  // Only a position the visitor already gave: this page never asks for one (its own `lat`/`lng` are the point's).
  const visitor = useVisitorPosition();
  const name = point.name || t('location.open.pinned');
  const away = visitor && !(visitor.lat === point.lat && visitor.lng === point.lng) ? distanceKm(visitor, point) : null;
  return (
    <article className="loc">
      <header className="loc__head">
        <h2 className="loc__title">{name}</h2>
        {point.address && <p className="loc__line">{point.address}</p>}
        <p className="loc__line loc__quiet">{[t('location.open.coords', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) }), distanceLabel(away)].filter(Boolean).join(' · ')}</p>
      </header>
      <div className="loc__stage">
        {city.data !== undefined ? (
          <OfflineMap cityIds={[city.data]} target={{ ...point, name }} label={t('poi.map.label', { name })} className="loc__map" />
        ) : (
          <div className="loc__map loc__map--ghost" aria-busy="true" />
        )}
      </div>
      <section className="loc__section" aria-labelledby="loc-handoff">
        <h3 id="loc-handoff" className="loc__heading">
          {t('location.open.handoff')}
        </h3>
        <ul className="loc__apps">
          {mapLinks({ ...point, name }).map((l) => (
            <li key={l.app}>
              <a className="yz-btn loc__app" href={outgoingUrl(l.href)} target="_blank" rel="noopener noreferrer">
                {t(APP_WORD[l.app])}
              </a>
            </li>
          ))}
        </ul>
        <p className="loc__quiet">{t('location.open.handoffHint')}</p>
      </section>
    </article>
  );
}

/** /open-location?lat=&lng=&name=&address=: a point on the offline map, and the map apps that can take it further. */
export default function OpenLocationPage() {
  const [params] = useSearchParams();
  const point = pointFrom(params);
  if (!point) return <Missing look="place" text="location.open.notFound" />;
  return <Point point={point} />;
}
