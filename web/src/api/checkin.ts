// The one daily check-in of docs/POINTS.md: today's state and rewards, and the press that
// gives them (points and a chance in every running campaign with a check-in), behind the
// visitor's token. Every 签到 button on every page uses these two calls.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];

export type CheckinToday = Schemas['DailyCheckinToday'];
export type CheckinAnswer = Schemas['DailyCheckinAnswer'];

const quiet = { loading: false } as const;

export function createCheckinApi(request: Request) {
  const api = typedRequest(request);
  return {
    today: () => api.get('/ver3/api/v3/checkin', {}, quiet),
    press: () => api.post('/ver3/api/v3/checkin', undefined, quiet),
  };
}

export type CheckinApi = ReturnType<typeof createCheckinApi>;
