// Cities and counties for filters and scope labels, from the visitors' public region list.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from './client';
import { admin } from './typed';

export type City = Schemas['City'];

export function useRegions() {
  return useQuery({
    queryKey: ['regions'],
    queryFn: async () => (await admin.get('/ver3/api/v3/common-region')).list,
    staleTime: Infinity,
  });
}

/** "杭州市 · 西湖区" for an operator's or a record's region. */
export function regionLabel(cities: City[] | undefined, cityId?: number | null, countyCode?: string | null): string {
  if (!cityId && !countyCode) return '全省';
  const city = cities?.find((c) => c.id === cityId || c.counties?.some((k) => k.code === countyCode));
  const county = city?.counties?.find((k) => k.code === countyCode);
  return [city?.name ?? (cityId ? String(cityId) : ''), county?.name ?? countyCode ?? ''].filter(Boolean).join(' · ');
}
