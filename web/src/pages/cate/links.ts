// Where the food pages lead. Reviews and corrections have pages of their own (newcate/*).
const q = (id: string) => `?id=${encodeURIComponent(id)}`;

export const dishPath = (id: string) => `/pages/newcate/newdetail${q(id)}`;
export const facilityPath = (id: string) => `/pages/newcate/facility${q(id)}`;
export const commentsPath = (id: string) => `/pages/newcate/comments${q(id)}`;
export const commentPath = (id: string) => `/pages/newcate/comment${q(id)}`;
export const correctionPath = (id: string) => `/pages/newcate/error${q(id)}`;
/** Our own map page, which finds the place by id. */
export const mapPath = (id: string) => `/pages/tour/map${q(id)}`;
export const dishesPath = (cityId: number, countyCode?: string) =>
  `/pages/newcate/food?cityId=${cityId}${countyCode ? `&countyCode=${encodeURIComponent(countyCode)}` : ''}`;
