// The topic calls, wired to the request layer here rather than in services.ts, so they load
// with these pages and never with the first screen.
import { createTopicsApi } from '../../api/topics';
import { request } from '../../services';

export const topics = createTopicsApi(request);
