// Live Zhejiang from the console (docs/LIVE.md): the notices, a new one, taking one down, and
// a crowd level at a scenic spot.
import type { BodyOf } from '../../api/typedRequest';
import { admin } from './typed';

/** The crowd words the server takes (舒适, 较多, 拥挤). */
export type CrowdLevel = BodyOf<'/ver3/api/admin/v1/live/crowd'>['level'];

export const live = {
  notices: () => admin.get('/ver3/api/admin/v1/live/notices'),
  notice: (body: BodyOf<'/ver3/api/admin/v1/live/notice'>) => admin.post('/ver3/api/admin/v1/live/notice', body),
  /** Takes a notice down by its id (`notice-…`). */
  removeNotice: (id: string) => admin.delete('/ver3/api/admin/v1/live/notice/{id}', undefined, { path: { id } }),
  crowd: (body: BodyOf<'/ver3/api/admin/v1/live/crowd'>) => admin.post('/ver3/api/admin/v1/live/crowd', body),
};
