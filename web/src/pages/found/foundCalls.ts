// The spot-the-difference calls of found/*.
import { createFoundApi } from '../../api/found';
import { request } from '../../services';

export const found = createFoundApi(request);
