// The stamp card calls (api/stamps.ts) over the app's request layer.
import { createStampsApi } from '../../api/stamps';
import { request } from '../../services';

export const stampCalls = createStampsApi(request);
