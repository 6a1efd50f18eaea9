// Prizes at the counter (docs/CAMPAIGNS.md): one found by its code, redeemed, or shipped.
import type { DataOf } from '../../api/typedRequest';
import { admin } from './typed';

export type StaffPrize = DataOf<'/ver3/api/admin/v1/prizes'>;

export const prizes = {
  find: (code: string) => admin.get('/ver3/api/admin/v1/prizes', { query: { code } }),
  redeem: (code: string) => admin.post('/ver3/api/admin/v1/prizes/redeem', { code }),
  ship: (code: string, tracking: string) => admin.post('/ver3/api/admin/v1/prizes/ship', { code, tracking }),
};
