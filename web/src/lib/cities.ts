// The eleven cities of Zhejiang with the public ids of SPEC §3.
export const CITIES = [
  { id: 1201, name: '杭州' },
  { id: 1202, name: '宁波' },
  { id: 1203, name: '温州' },
  { id: 1204, name: '金华' },
  { id: 1205, name: '绍兴' },
  { id: 1209, name: '嘉兴' },
  { id: 1224, name: '台州' },
  { id: 1230, name: '丽水' },
  { id: 1235, name: '衢州' },
  { id: 1239, name: '湖州' },
  { id: 1245, name: '舟山' },
] as const;

export type CityId = (typeof CITIES)[number]['id'];
export const DEFAULT_CITY_ID: CityId = 1201;

/** City id for a name such as "宁波" or "宁波市"; unknown names map to Hangzhou (1201). */
export function cityIdByName(name: string | null | undefined): CityId {
  const bare = (name ?? '').trim().replace(/市$/, '');
  return CITIES.find((c) => c.name === bare)?.id ?? DEFAULT_CITY_ID;
}

export function isCityId(id: number): id is CityId {
  return CITIES.some((c) => c.id === id);
}
