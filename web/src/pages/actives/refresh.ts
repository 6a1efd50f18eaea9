// Pull-down refresh of the campaign pages here: every campaign answer and festival read on
// the page is loaded again.
import { useQueryRefresh } from '../../features/campaign';

export function useActivesRefresh() {
  const { handlers, indicator } = useQueryRefresh(['campaign', 'actives']);
  return { handlers, indicator };
}
