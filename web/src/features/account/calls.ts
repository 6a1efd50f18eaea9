// The account's own calls (who the visitor is, their data): one set of singletons shared by
// every page that shows the account (tour/integral, 我的).
import { createIdentityApi } from '../../api/identity';
import { createMyDataApi } from '../../api/mydata';
import { request } from '../../services';

export const identity = createIdentityApi(request);
export const mydata = createMyDataApi(request);
