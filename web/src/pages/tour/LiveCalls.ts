// The live calls, wired to the request layer here rather than in services.ts, so they load
// with these pages and never with the first screen.
import { createLiveApi, liveEventsUrl } from '../../api/live';
import { runtimeConfig } from '../../config/runtime';
import { request } from '../../services';

export const live = createLiveApi(request);

/** The event stream's address under the configured API base. */
export const eventsUrl = () => liveEventsUrl(runtimeConfig().apiBase);
