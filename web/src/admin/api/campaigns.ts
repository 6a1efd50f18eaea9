// The campaigns the console edits (docs/CAMPAIGNS.md): the list, and saving one.
import type { BodyOf, DataOf } from '../../api/typedRequest';
import { admin } from './typed';

export type ConsoleCampaign = DataOf<'/ver3/api/admin/v1/campaigns/{id}'>;
export type CampaignEdit = BodyOf<'/ver3/api/admin/v1/campaigns/{id}', 'put'>;

export const campaigns = {
  list: () => admin.get('/ver3/api/admin/v1/campaigns'),
  save: (id: string, body: CampaignEdit) => admin.put('/ver3/api/admin/v1/campaigns/{id}', body, { path: { id } }),
};
