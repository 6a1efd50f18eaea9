// The camping calls (api/camping.ts) over the app's request layer.
import { createCampingApi } from '../../../api/camping';
import { request } from '../../../services';

export const campingCalls = createCampingApi(request);
