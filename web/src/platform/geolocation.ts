import type { LatLng } from '../lib/distance';
import { GEOLOCATION_TIMEOUT_MS } from '../lib/constants';
import { t } from '../i18n';

/** The browser's own position (WGS-84): low accuracy, 5 s timeout (SPEC §5). */
export function browserPosition(geo: Geolocation | undefined = navigator.geolocation): Promise<LatLng> {
  if (!geo) return Promise.reject(new Error(t('error.geoUnsupported')));
  return new Promise((resolve, reject) =>
    geo.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      (err) => reject(new Error(err.message || `geolocation error ${err.code}`)),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    ),
  );
}
