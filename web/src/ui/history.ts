import { useLocation } from 'react-router';

/**
 * Whether this tab has an earlier page of ours to go back to. React Router numbers its
 * history entries; 0 is the page that opened the visit (or replaced it).
 */
export function useCanGoBack(): boolean {
  useLocation(); // re-evaluate on every navigation
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}
