// The calls of the location pages, wired here so they load with them, never with the first screen.
import { createRegionsApi } from '../../api/regions';
import { request } from '../../services';

export const regions = createRegionsApi(request);
