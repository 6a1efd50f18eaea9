import { useEffect } from 'react';
import { sharePlace } from '../../services';

/** A place page's share card inside WeChat, set once the page knows its place. */
export function usePlaceShare(id: string | null | undefined): void {
  useEffect(() => {
    if (id) void sharePlace(id);
  }, [id]);
}
