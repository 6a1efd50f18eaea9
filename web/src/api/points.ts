// The points calls of docs/POINTS.md: balance, level and tasks, the records, and the
// check-in, all behind the visitor's token.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];

export type PointsSummary = Schemas['PointsSummary'];
export type PointTask = Schemas['PointTask'];
export type PointRecord = Schemas['PointRecord'];
export type IntegralAnswer = Schemas['IntegralAnswer'];

const quiet = { loading: false } as const;

/** The check-in's key: one a day (Asia/Shanghai), so pressing twice or on two devices credits once. */
export function checkinKey(now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return `checkin-${day}`;
}

export function createPointsApi(request: Request) {
  const api = typedRequest(request);
  return {
    summary: () => api.get('/ver3/api/v3/points', {}, quiet),
    records: (page: number) => api.get('/ver3/api/v3/points/records', { page, size: 20 }, quiet),
    checkin: (now: Date) => api.post('/ver3/api/Open/integral', { event: 'checkin', key: checkinKey(now) }, quiet),
  };
}

export type PointsApi = ReturnType<typeof createPointsApi>;
