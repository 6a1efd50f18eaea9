// The daily check-in's calls over the app's request layer.
import { createCheckinApi } from '../../api/checkin';
import { request } from '../../services';

export const checkin = createCheckinApi(request);
