// The visitor's own data (docs/IDENTITY.md, "Your data"): the export and account deletion.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];

export type MyData = Schemas['MyData'];
export type AccountDeleted = Schemas['AccountDeleted'];

export function createMyDataApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** Everything the visitor has with us, as one document. */
    exportAll: () => api.get('/ver3/api/v3/me/export', {}),
    /** Deletes the account; the server needs the word `DELETE` so no stray call can. */
    deleteAccount: () => api.delete('/ver3/api/v3/me', { confirm: 'DELETE' }),
  };
}

export type MyDataApi = ReturnType<typeof createMyDataApi>;
