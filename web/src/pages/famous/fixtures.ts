import type { FamousThemes, PersonCard, PersonDetail, PlaceStory } from '../../api/famous';
import { placeCard } from '../../test/foodFixtures';

export function personCard(over: Partial<PersonCard> = {}): PersonCard {
  return {
    id: 'person-lu-xun',
    page: 'pages/famous/peopledetail',
    name: 'Lu Xun',
    name_en: 'Lu Xun',
    era: 'Modern',
    born: 1881,
    died: 1936,
    title: 'Writer',
    city_id: 1205,
    city_name: 'Shaoxing',
    themes: ['literature'],
    summary: 'A writer.',
    place_count: 1,
    cover: null,
    ...over,
  };
}

export function personDetail(over: Partial<PersonDetail> = {}): PersonDetail {
  return {
    ...personCard(),
    biography: 'Born in Shaoxing, wrote stories.',
    hometown: 'Yuecheng',
    source: 'Public biographies',
    photos: [],
    trail: null,
    places: [{ story: 'He grew up here.', place: placeCard({ id: 'site-sx-luxun-guli', kind: 'site', page: 'pages/poi/detail/site', name: 'Old Home' }) }],
    ...over,
  };
}

export function placeStory(over: Partial<PlaceStory> = {}): PlaceStory {
  return {
    person: personCard(),
    place: placeCard({ id: 'site-sx-luxun-guli', kind: 'site', page: 'pages/poi/detail/site', name: 'Old Home' }),
    description: 'The house where he was born.',
    story: 'He grew up here.',
    others: [],
    ...over,
  };
}

export function themes(): FamousThemes {
  return {
    themes: [
      { id: 'literature', name: 'Letters', people: 20 },
      { id: 'science', name: 'Science', people: 5 },
    ],
    cities: [
      { city_id: 1201, city_name: 'Hangzhou', people: 10 },
      { city_id: 1205, city_name: 'Shaoxing', people: 13 },
    ],
    total: 51,
  };
}
