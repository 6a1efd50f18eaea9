// The dashboards' counts for a date range (docs/CONSOLE.md), as JSON or as a CSV download.
import type { DataOf } from '../../api/typedRequest';
import { admin, type AdminQuery } from './typed';

export type Board = 'pageviews' | 'top-places' | 'searches' | 'reviews' | 'corrections';
type BoardPath<B extends Board> = `/ver3/api/admin/v1/dashboard/${B}`;
export type BoardData<B extends Board> = DataOf<BoardPath<B>>;
export type BoardQuery<B extends Board> = AdminQuery<BoardPath<B>>;

export const dashboard = {
  read: <B extends Board>(board: B, query: BoardQuery<B>) => admin.get(`/ver3/api/admin/v1/dashboard/${board}` as BoardPath<B>, { query } as never) as Promise<BoardData<B>>,
  csv: <B extends Board>(board: B, query: BoardQuery<B>) => admin.csv(`/ver3/api/admin/v1/dashboard/${board}` as BoardPath<B>, { query } as never),
};
