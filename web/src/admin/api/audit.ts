// The audit log's calls: newest first, 50 at a time, each page naming where the next starts.
import { admin } from './typed';

export const audit = {
  page: (before?: number) => admin.get('/ver3/api/admin/v1/audit', { query: { size: 50, before } }),
};
