// A line's stops on a small map in the record editor. The map is drawn as the visitor's
// line map is (Leaflet, no tile layer: the cities' county outlines from our own API are the
// basemap, so nothing is fetched from elsewhere). Each stop is a numbered marker at its own
// point or its place's; dragging a marker, or choosing a stop in the list and clicking the
// map, places it — the draft's `stops[i].location` — and 「放回景点」 removes the point.
// The server checks the point (inside Zhejiang) when the draft is saved.
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Space, Table, Tag, type FormInstance } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Schemas } from '../api/client';
import { content } from '../api/content';
import { admin } from '../api/typed';
import { parseStops, placeStop, stopLabel, stopsText, type LatLng, type StopBody } from './stops';

type Outline = Schemas['CountyOutline'];
type PlaceInfo = { name: string; location: LatLng | null };

function usePlaces(ids: string[]) {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['content', 'places', id],
      staleTime: 60_000,
      queryFn: () => content.item('places', id),
    })),
  });
  return useMemo(() => {
    const out = new Map<string, PlaceInfo>();
    ids.forEach((id, i) => {
      const body = results[i]?.data?.published ?? results[i]?.data?.latest?.body ?? null;
      const loc = body?.location as LatLng | undefined;
      const name = body?.name as { zh?: string } | undefined;
      out.set(id, { name: name?.zh ?? id, location: loc && typeof loc.lat === 'number' ? loc : null });
    });
    return out;
  }, [ids.join(','), ...results.map((r) => r.dataUpdatedAt)]);
}

export function useOutlines(cityIds: number[]) {
  return useQuery({
    queryKey: ['outlines', ...cityIds],
    staleTime: Infinity,
    enabled: cityIds.length > 0,
    queryFn: async () => {
      const all: Outline[] = [];
      for (const id of cityIds) {
        const res = await admin.get('/ver3/api/v3/geo/boundaries', { query: { cityId: id } });
        all.push(...(res.counties ?? []));
      }
      return all;
    },
  });
}

const icon = (label: string, placed: boolean, chosen: boolean) =>
  L.divIcon({
    className: '',
    html: `<div class="yz-stop${placed ? ' yz-stop--placed' : ''}${chosen ? ' yz-stop--chosen' : ''}">${label}</div>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });

export function StopsMap({ form, readOnly }: { form: FormInstance; readOnly: boolean }) {
  const text = Form.useWatch('stops', form) as unknown;
  const citiesText = Form.useWatch('city_ids', form) as unknown;
  const stops = useMemo(() => parseStops(text), [text]);
  const cityIds = useMemo(() => {
    try {
      const v: unknown = typeof citiesText === 'string' ? JSON.parse(citiesText) : citiesText;
      return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
    } catch {
      return [];
    }
  }, [citiesText]);
  const placeIds = useMemo(() => [...new Set((stops ?? []).map((s) => s.place_id))], [stops]);
  const places = usePlaces(placeIds);
  const outlines = useOutlines(cityIds);
  const [chosen, setChosen] = useState<number | null>(null);

  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);
  // The latest values for Leaflet's handlers, which are bound once.
  const live = useRef({ stops, chosen, readOnly });
  live.current = { stops, chosen, readOnly };

  const write = (next: StopBody[]) => form.setFieldValue('stops', stopsText(next));

  const pointOf = (s: StopBody): LatLng | null => s.location ?? places.get(s.place_id)?.location ?? null;

  useEffect(() => {
    if (!el.current || !outlines.data) return;
    const m = L.map(el.current, { attributionControl: false, zoomSnap: 0.5, minZoom: 6, maxZoom: 17 });
    L.geoJSON(
      {
        type: 'FeatureCollection',
        features: outlines.data.map((c) => ({ type: 'Feature', properties: { name: c.name }, geometry: { type: 'MultiPolygon', coordinates: c.multipolygon } })),
      } as GeoJSON.FeatureCollection,
      { interactive: false, style: () => ({ color: '#6fa99c', weight: 1.2, fillColor: '#f1f4ee', fillOpacity: 1 }) },
    ).addTo(m);
    const b = L.geoJSON({ type: 'FeatureCollection', features: outlines.data.map((c) => ({ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: c.multipolygon } })) } as GeoJSON.FeatureCollection).getBounds();
    if (b.isValid()) m.fitBounds(b);
    m.on('click', (e: L.LeafletMouseEvent) => {
      const { stops: now, chosen: which, readOnly: ro } = live.current;
      if (ro || !now || which === null) return;
      write(placeStop(now, which, e.latlng));
    });
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    fitted.current = false;
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, [outlines.data]);

  useEffect(() => {
    const m = map.current;
    const g = layer.current;
    if (!m || !g || !stops) return;
    g.clearLayers();
    const points: L.LatLng[] = [];
    stops.forEach((s, i) => {
      const p = pointOf(s);
      if (!p) return;
      const at = L.latLng(p.lat, p.lng);
      points.push(at);
      const marker = L.marker(at, { icon: icon(stopLabel(s), !!s.location, chosen === i), draggable: !readOnly, keyboard: false, title: `${stopLabel(s)} ${places.get(s.place_id)?.name ?? s.place_id}` });
      marker.on('click', () => setChosen(i));
      marker.on('dragend', () => {
        const now = live.current.stops;
        if (now) write(placeStop(now, i, marker.getLatLng()));
        setChosen(i);
      });
      marker.addTo(g);
    });
    if (points.length > 1) L.polyline(points, { color: '#c0392b', weight: 2, opacity: 0.7, interactive: false }).addTo(g);
    if (!fitted.current && points.length > 0) {
      m.fitBounds(L.latLngBounds(points).pad(0.3), { maxZoom: 14 });
      fitted.current = true;
    }
  }, [stops, places, chosen, readOnly, outlines.data]);

  if (!stops) return <Alert type="warning" showIcon message="站点（stops）不是有效的 JSON，地图暂不能显示" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div ref={el} className="stops-map" role="region" aria-label="线路站点地图" />
        <Table<StopBody & { key: number }>
          size="small"
          style={{ flex: '1 1 100%' }}
          pagination={false}
          dataSource={stops.map((s, i) => ({ ...s, key: i }))}
          rowClassName={(r) => (r.key === chosen ? 'stops-map__chosen' : '')}
          onRow={(r) => ({ onClick: () => setChosen(r.key) })}
          columns={[
            { title: '站', key: 'n', width: 56, render: (_, s) => stopLabel(s) },
            { title: '地点', key: 'place', render: (_, s) => places.get(s.place_id)?.name ?? s.place_id },
            {
              title: '位置',
              key: 'at',
              width: 190,
              render: (_, s) => (s.location ? <Tag color="volcano">{`${s.location.lat.toFixed(4)}, ${s.location.lng.toFixed(4)}`}</Tag> : <Tag>景点位置</Tag>),
            },
            {
              title: '',
              key: 'do',
              width: 170,
              render: (_, s) =>
                readOnly ? null : (
                  <Space size={4}>
                    <Button size="small" type={chosen === s.key ? 'primary' : 'default'} aria-pressed={chosen === s.key} aria-label={`在地图上放置站点 ${stopLabel(s)}`} onClick={(e) => { e.stopPropagation(); setChosen(s.key); }}>
                      放置
                    </Button>
                    {s.location && (
                      <Button size="small" aria-label={`站点 ${stopLabel(s)} 放回景点位置`} onClick={(e) => { e.stopPropagation(); write(placeStop(stops, s.key, null)); }}>
                        放回景点
                      </Button>
                    )}
                  </Space>
                ),
            },
          ]}
        />
      </div>
      {!readOnly && (
        <span style={{ color: '#666' }}>
          {chosen === null ? '拖动地图上的编号，或在右侧选一站后点击地图，即可设置该站的位置；保存草稿后生效。' : `点击地图，把站点 ${stopLabel(stops[chosen] ?? stops[0]!)} 放到该处。`}
        </span>
      )}
      {outlines.error && <Alert type="error" showIcon message="区县边界读取失败，地图暂不能显示" />}
    </Space>
  );
}
