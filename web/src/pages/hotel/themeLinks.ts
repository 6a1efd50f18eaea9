// Addresses of the stay pages, in one place so every page links them the same way.

export const themePath = (theme: string, cityId?: number | null): string => {
  const q = new URLSearchParams({ theme });
  if (cityId) q.set('cityId', String(cityId));
  return `/pages/hotel/theme?${q.toString()}`;
};

export const facilityPath = (id: string): string => `/pages/hotel/facility?id=${encodeURIComponent(id)}`;
export const albumPath = (id: string): string => `/pages/public/photo/photo?id=${encodeURIComponent(id)}`;
export const reviewsPath = (id: string): string => `/pages/newcate/comments?id=${encodeURIComponent(id)}`;
export const newDetailPath = (id: string): string => `/pages/hotel/newdetail?id=${encodeURIComponent(id)}`;
export { searchPath } from './stays';
