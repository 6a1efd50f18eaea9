// Where the place pages lead, in one place so pages and tests agree on the addresses.
const q = (id: string) => `?id=${encodeURIComponent(id)}`;

export const albumPath = (id: string, index = 0) => `/pages/public/photo/photo${q(id)}${index > 0 ? `&index=${index}` : ''}`;
export const moreContentPath = (id: string) => `/pages/poi/detail/subpages/moreContent${q(id)}`;
export const photosPath = (id: string) => `/pages/poi/detail/subpages/photo${q(id)}`;
export const moreFoodPath = (id: string) => `/pages/poi/detail/subpages/moreFood${q(id)}`;
export const mapPath = (id: string) => `/pages/tour/map${q(id)}`;
export const personPath = (id: string) => `/pages/famous/peopledetail${q(id)}`;
export const dishPath = (id: string) => `/pages/newcate/newdetail${q(id)}`;
export const facilityPath = (id: string) => `/pages/hotel/facility${q(id)}`;
