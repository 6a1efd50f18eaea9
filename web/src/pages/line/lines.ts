// The tour-line calls, wired to the request layer here rather than in services.ts, so they
// load with these pages and never with the first screen.
import { createLinesApi } from '../../api/lines';
import { request } from '../../services';

export const lines = createLinesApi(request);
