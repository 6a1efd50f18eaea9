import type { LineCard, LineDetail, LineThemes } from '../../api/lines';
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
    ...over,
  };
}

export function lineDetail(over: Partial<LineDetail> = {}): LineDetail {
  return {
    ...lineCard(),
    description: 'A day by the lake, temple to tower.',
    source: 'Edited lines',
    estimate: 'Times are estimates, not a timetable.',
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
