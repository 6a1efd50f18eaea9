// The camping calls of docs/CAMPING.md: the campsites with their filters, the events with
// their seats, signing up and cancelling, my sign-ups. Every decision (seats, one sign-up per
// event, the window) is the server's; a refusal goes to the caller's `onRefused` in the
// server's words. No loading veil: the pressed button says it is busy.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest, type QueryOf } from './typedRequest';
import { newId } from '../lib/newId';

type Schemas = components['schemas'];
export type CampSite = Schemas['CampSite'];
export type CampingEvent = Schemas['CampingEvent'];
export type SignupAnswer = Schemas['SignupAnswer'];
export type CancelAnswer = Schemas['CancelAnswer'];
export type MySignupItem = Schemas['MySignupItem'];
export type SignupBody = Schemas['SignupBody'];
export type RegionCity = Schemas['City'];
export type SitesQuery = QueryOf<'/ver3/api/v3/camping/sites'>;

/** What the campsite list is filtered by. */
export interface SiteFilter {
  county: string;
  pets: boolean;
  electricity: boolean;
  facilities: readonly string[];
}

export const NO_FILTER: SiteFilter = { county: '', pets: false, electricity: false, facilities: [] };

const quiet = { loading: false } as const;

/** The list query of a filter: only what is set, facilities in one comma list. */
export function siteParams(f: SiteFilter, page: number, size = 10): SitesQuery {
  const p: SitesQuery = { page, size };
  if (f.county) p.countyCode = f.county;
  if (f.pets) p.pets = true;
  if (f.electricity) p.electricity = true;
  if (f.facilities.length > 0) p.facilities = [...f.facilities].sort().join(',');
  return p;
}

/** A new key for one press of 确认报名: a retry of the same press sends the same key. */
export const signupKey = () => newId('camp');

/** A mainland mobile number, as the server checks it. */
export const phoneOk = (phone: string) => /^1[3-9][0-9]{9}$/.test(phone.trim());

export function createCampingApi(request: Request) {
  const api = typedRequest(request);
  return {
    sites: (f: SiteFilter, page: number) => api.get('/ver3/api/v3/camping/sites', siteParams(f, page), quiet),
    events: () => api.get('/ver3/api/v3/camping/events', {}, quiet),
    mine: () => api.get('/ver3/api/v3/camping/signups/mine', { page: 1, size: 50 }, quiet),
    regions: () => api.get('/ver3/api/v3/common-region', {}, quiet),
    signUp: (event: string, body: SignupBody, onRefused: (message: string) => void) =>
      api.post('/ver3/api/v3/camping/events/{id}/signup', body, { ...quiet, path: { id: event }, refused: (m: string) => onRefused(m) }),
    cancel: (event: string, onRefused: (message: string) => void) =>
      api.delete('/ver3/api/v3/camping/events/{id}/signup', undefined, {
        ...quiet,
        path: { id: event },
        refused: (m: string) => onRefused(m),
      }),
  };
}

export type CampingApi = ReturnType<typeof createCampingApi>;
