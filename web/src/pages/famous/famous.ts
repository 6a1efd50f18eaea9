// The famous-people calls, wired to the request layer here rather than in services.ts, so they
// load with these pages and never with the first screen.
import { createFamousApi } from '../../api/famous';
import { request } from '../../services';

export const famous = createFamousApi(request);
