// A place's point on a small map under its 纬度/经度 inputs, drawn as the stops map is (the
// city's county outlines as the basemap, nothing fetched from elsewhere): clicking the map or
// dragging the marker sets `location` (six decimals); the server checks it on save.
import { Form, type FormInstance } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useOutlines } from './StopsMap';
import type { LatLng } from './stops';

const round = (x: number) => Math.round(x * 1e6) / 1e6;
const pin = L.divIcon({ className: '', html: '<div class="yz-stop yz-stop--placed">●</div>', iconSize: [30, 30], iconAnchor: [15, 15] });

export function PointMap({ form, readOnly }: { form: FormInstance; readOnly: boolean }) {
  const at = Form.useWatch('location', form) as LatLng | null | undefined;
  const cityId = Form.useWatch('city_id', form) as number | null | undefined;
  const outlines = useOutlines(cityId ? [cityId] : []);
  const el = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker | null>(null);
  const live = useRef({ readOnly });
  live.current = { readOnly };

  useEffect(() => {
    if (!el.current || !outlines.data) return;
    const set = (p: L.LatLng) => form.setFieldValue('location', { lat: round(p.lat), lng: round(p.lng) });
    const m = L.map(el.current, { attributionControl: false, zoomSnap: 0.5, minZoom: 6, maxZoom: 17 });
    const shapes = L.geoJSON(
      { type: 'FeatureCollection', features: outlines.data.map((c) => ({ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: c.multipolygon } })) } as GeoJSON.FeatureCollection,
      { interactive: false, style: () => ({ color: '#6fa99c', weight: 1.2, fillColor: '#f1f4ee', fillOpacity: 1 }) },
    ).addTo(m);
    if (shapes.getBounds().isValid()) m.fitBounds(shapes.getBounds());
    const mk = L.marker([30.27, 120.15], { icon: pin, draggable: !live.current.readOnly, keyboard: false }).addTo(m);
    mk.on('dragend', () => set(mk.getLatLng()));
    m.on('click', (e: L.LeafletMouseEvent) => {
      if (!live.current.readOnly) set(e.latlng);
    });
    marker.current = mk;
    return () => {
      m.remove();
      marker.current = null;
    };
  }, [outlines.data, form]);

  useEffect(() => {
    if (marker.current && at && typeof at.lat === 'number' && typeof at.lng === 'number') marker.current.setLatLng([at.lat, at.lng]);
  }, [at, outlines.data]);

  if (!cityId) return null;
  return <div ref={el} className="stops-map console-point-map" role="region" aria-label="位置地图：点击或拖动标记设置位置" />;
}
