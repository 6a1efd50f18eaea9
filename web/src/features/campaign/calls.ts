// The campaign calls every campaign page shares (api/campaigns.ts over the app's request layer).
import { createCampaignsApi } from '../../api/campaigns';
import { request } from '../../services';

export const campaigns = createCampaignsApi(request);
