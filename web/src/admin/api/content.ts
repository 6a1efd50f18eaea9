// The content workflow's calls (docs/EDITING.md): a record with its versions, a version's
// diff, the draft, and the steps of review; the queue of submitted versions.
import type { paths } from '../../api/schema';
import type { BodyOf, DataOf, PathParamsOf } from '../../api/typedRequest';
import { admin } from './typed';

/** The kinds of record the console edits, as the document names them. */
export type Entity = PathParamsOf<'/ver3/api/admin/v1/content/{entity}/{id}'>['entity'];
export type ContentItem = DataOf<'/ver3/api/admin/v1/content/{entity}/{id}'>;
export type Version = DataOf<'/ver3/api/admin/v1/content/{entity}/{id}/versions'>[number];
export type DiffRow = DataOf<'/ver3/api/admin/v1/content/{entity}/{id}/versions/{version}/diff'>[number];
export type QueueRow = DataOf<'/ver3/api/admin/v1/content/queue'>[number];
/** One row of an area's list (GET content/{entity}, one page). */
export type ContentRow = DataOf<'/ver3/api/admin/v1/content/{entity}'>['list'][number];

/** The steps of the workflow a version takes, each its own POST. */
export type Step = 'submit' | 'publish' | 'reject' | 'discard' | 'revert';
type StepPath = `/ver3/api/admin/v1/content/{entity}/{id}/${Step}` & keyof paths;

export const content = {
  queue: () => admin.get('/ver3/api/admin/v1/content/queue'),
  item: (entity: Entity, id: string) => admin.get('/ver3/api/admin/v1/content/{entity}/{id}', { path: { entity, id } }),
  versions: (entity: Entity, id: string) => admin.get('/ver3/api/admin/v1/content/{entity}/{id}/versions', { path: { entity, id } }),
  diff: (entity: Entity, id: string, version: number) =>
    admin.get('/ver3/api/admin/v1/content/{entity}/{id}/versions/{version}/diff', { path: { entity, id, version } }),
  /** The record as the editor holds it; its fields are checked on the server by the entity's validator. */
  saveDraft: (entity: Entity, id: string, record: Record<string, unknown>) =>
    // The document types a free-form record as an object with no known fields.
    admin.put('/ver3/api/admin/v1/content/{entity}/{id}/draft', { body: record } as BodyOf<'/ver3/api/admin/v1/content/{entity}/{id}/draft', 'put'>, { path: { entity, id } }),
  step: <S extends Step>(step: S, entity: Entity, id: string, body: BodyOf<StepPath & `${string}/${S}`, 'post'>) =>
    admin.post(`/ver3/api/admin/v1/content/{entity}/{id}/${step}` as StepPath, body as never, { path: { entity, id } }),
};
