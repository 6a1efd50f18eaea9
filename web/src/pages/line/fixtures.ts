import type { LineCard, LineDetail, LineStop, LineThemes } from '../../api/lines';
import { placeCard } from '../../test/foodFixtures';

export function lineCard(over: Partial<LineCard> = {}): LineCard {
  return {
    id: 'line-hz-classic-1d',
    page: 'pages/line/lineDetail',
    name: 'Lake Day',
    name_en: 'West Lake Classic Day',
    theme: 'classic',
    theme_name: 'Classic',
    days: 1,
    city_ids: [1201],
    city_names: ['Hangzhou'],
    stop_count: 2,
    stop_names: ['Temple', 'Tower'],
    summary: 'A day by the lake.',
    cover: null,
    ...over,
  };
}

export function lineDetail(over: Partial<LineDetail> = {}): LineDetail {
  return {
    ...lineCard(),
    description: 'A day by the lake, temple to tower.',
    source: 'Edited lines',
    estimate: 'Times are estimates, not a timetable.',
    photos: [],
    itinerary: [
      {
        day: 1,
        distance_km: 3.2,
        minutes: 225,
        stops: [
          { order: 1, stay_minutes: 150, note: 'Come early', from_previous: null, place: placeCard({ id: 'site-hz-lingyin', kind: 'site', page: 'pages/poi/detail/site', name: 'Temple' }) },
          {
            order: 2,
            stay_minutes: 60,
            note: null,
            from_previous: { distance_km: 3.2, minutes: 15, mode: 'drive' },
            place: placeCard({ id: 'site-hz-leifeng-ta', kind: 'site', page: 'pages/poi/detail/site', name: 'Tower' }),
          },
        ],
      },
    ],
    ...over,
  };
}

export function themes(): LineThemes {
  return {
    themes: [
      { id: 'classic', name: 'Classic', lines: 8 },
      { id: 'family', name: 'Family', lines: 5 },
    ],
    lengths: [
      { days: 1, lines: 14 },
      { days: 2, lines: 17 },
    ],
    total: 36,
  };
}

const roadStop = (order: number, id: string, lat: number, lng: number, opening_hours: string): LineStop => ({
  order,
  stay_minutes: 60,
  note: null,
  from_previous: null,
  place: placeCard({ id, kind: 'site', page: 'pages/poi/detail/site', name: id, location: { lat, lng }, opening_hours }),
});

/** Three stops over two days, a few kilometres apart (on-the-road and map pages). */
export const road = () =>
  lineDetail({
    days: 2,
    city_ids: [1201],
    itinerary: [
      { day: 1, distance_km: 5, minutes: 120, stops: [roadStop(1, 'a', 30.24, 120.1, '08:00-17:00'), roadStop(2, 'b', 30.24, 120.15, '')] },
      { day: 2, distance_km: 0, minutes: 60, stops: [roadStop(1, 'c', 30.3, 120.2, '全天开放')] },
    ],
  });
