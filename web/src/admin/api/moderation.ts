// The moderation queue's calls (docs/CONSOLE.md): one page of what waits, and a decision.
import type { BodyOf, DataOf, PathParamsOf } from '../../api/typedRequest';
import { admin } from './typed';

export type QueuePage = DataOf<'/ver3/api/admin/v1/moderation'>;
export type ModerationItem = QueuePage['list'][number];
export type QueueKind = PathParamsOf<'/ver3/api/admin/v1/moderation/{kind}/{id}/accept', 'post'>['kind'];

export const moderation = {
  page: (kind: QueueKind | undefined, page: number) => admin.get('/ver3/api/admin/v1/moderation', { query: { kind, page } }),
  accept: (kind: QueueKind, id: number, body: BodyOf<'/ver3/api/admin/v1/moderation/{kind}/{id}/accept'> = {}) => admin.post('/ver3/api/admin/v1/moderation/{kind}/{id}/accept', body, { path: { kind, id } }),
  reject: (kind: QueueKind, id: number, reason: string) => admin.post('/ver3/api/admin/v1/moderation/{kind}/{id}/reject', { reason }, { path: { kind, id } }),
};
