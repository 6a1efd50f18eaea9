// Whether the visitor's draws (or a shop's redemptions) have reached the campaign's limits,
// read from the server's own counts in `GET …/{id}/me` (never a count the page keeps), so a
// page offers the button only when the server would accept the press.
import type { MyProgress } from '../../api/campaigns';

export type LimitReached = 'inAll' | 'today' | null;

export function limitReached(me: Pick<MyProgress, 'drawsToday' | 'perDay' | 'drawsInAll' | 'inAll'>): LimitReached {
  if (me.drawsInAll >= me.inAll) return 'inAll';
  if (me.drawsToday >= me.perDay) return 'today';
  return null;
}
