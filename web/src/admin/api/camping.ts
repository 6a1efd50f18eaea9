// Camping sign-ups as the organiser reads them (docs/CAMPING.md): the events, one event's
// sign-ups a page at a time, and the organiser's cancel.
import type { DataOf } from '../../api/typedRequest';
import { admin } from './typed';

export type ConsoleCampingEvent = DataOf<'/ver3/api/admin/v1/camping/events'>['list'][number];
export type ConsoleSignups = DataOf<'/ver3/api/admin/v1/camping/events/{id}/signups'>;
export type ConsoleSignup = ConsoleSignups['list'][number];

export const camping = {
  events: () => admin.get('/ver3/api/admin/v1/camping/events'),
  signups: (id: string, page: number, size: number) => admin.get('/ver3/api/admin/v1/camping/events/{id}/signups', { path: { id }, query: { page, size } }),
  cancel: (id: string, signupId: string) => admin.delete('/ver3/api/admin/v1/camping/events/{id}/signups/{signupId}', undefined, { path: { id, signupId } }),
};
