// What a page loader is, and the home page's: the one page whose loader is on the first
// screen. Both the route table (routes.ts) and the other pages' table (pages.ts) read it,
// so neither needs the other.
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** The home page: the one page whose loader is on the first screen. */
export const homePage: PageLoader = () => import('../pages/hotel/HotelIndexPage');
