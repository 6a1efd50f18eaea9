// A list page's filter kept in the address (`?theme=family&days=2`), so a shared link opens
// the same list and back returns to it. Changing it replaces the history entry: a visitor
// trying chips should not have to press back through each one.
import { useSearchParams } from 'react-router';

export function useAddressFilter<K extends string>() {
  const [params, setParams] = useSearchParams();
  /** Set `key` to `value`, or remove it when `value` is empty. */
  const set = (key: K, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  /** Back to the whole list. */
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { params, set, clear };
}
