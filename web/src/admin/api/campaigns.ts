// The campaigns the console runs (docs/CAMPAIGNS.md): the list, a province admin's edit, a new
// draft, the steps of its life (publish, pause, resume, close), its winners (a page, the CSV
// download, marking one shipped goes through prizes.ship) and its live figures.
import type { paths } from '../../api/schema';
import { fillPath, type BodyOf, type DataOf } from '../../api/typedRequest';
import { call } from './client';
import { admin, type AdminQuery } from './typed';

export type ConsoleCampaign = DataOf<'/ver3/api/admin/v1/campaigns/{id}'>;
export type CampaignEdit = BodyOf<'/ver3/api/admin/v1/campaigns/{id}', 'put'>;
export type NewCampaign = BodyOf<'/ver3/api/admin/v1/campaigns', 'post'>;
export type WinnersPage = DataOf<'/ver3/api/admin/v1/campaigns/{id}/winners'>;
export type Winner = WinnersPage['list'][number];
export type LiveFigures = DataOf<'/ver3/api/admin/v1/campaigns/{id}/live'>;

/** The steps of a campaign's life, each its own POST without a body. */
export type Step = 'publish' | 'pause' | 'resume' | 'close';
type StepPath = `/ver3/api/admin/v1/campaigns/{id}/${Step}` & keyof paths;

const CSV_PATH = '/ver3/api/admin/v1/campaigns/{id}/winners.csv' satisfies keyof paths;

export const campaigns = {
  list: () => admin.get('/ver3/api/admin/v1/campaigns'),
  save: (id: string, body: CampaignEdit) => admin.put('/ver3/api/admin/v1/campaigns/{id}', body, { path: { id } }),
  create: (body: NewCampaign) => admin.post('/ver3/api/admin/v1/campaigns', body),
  step: (step: Step, id: string): Promise<ConsoleCampaign> =>
    admin.post(`/ver3/api/admin/v1/campaigns/{id}/${step}` as StepPath, undefined as never, { path: { id } }),
  winners: (id: string, query: AdminQuery<'/ver3/api/admin/v1/campaigns/{id}/winners'>) =>
    admin.get('/ver3/api/admin/v1/campaigns/{id}/winners', { path: { id }, query }),
  /** Every winner as the server's CSV text (each export is audited on the server). */
  winnersCsv: (id: string) => call<string>('GET', fillPath(CSV_PATH, { id }), { text: true }),
  live: (id: string) => admin.get('/ver3/api/admin/v1/campaigns/{id}/live', { path: { id } }),
};
