import { useCallback, useEffect, useRef, useState } from 'react';

/** One read for a page: `missing` without its id or when the server has no such record, `failed` when the call failed, else its data. */
export type Loaded<T> = { phase: 'loading' } | { phase: 'missing' } | { phase: 'failed' } | { phase: 'ready'; data: T };

/**
 * Loads once per `key` (null: nothing to load, the page is missing its id); answers to an
 * older key are dropped. `retry` loads the same key again.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T | null | false>): { state: Loaded<T>; retry: () => void } {
  const [state, setState] = useState<Loaded<T>>(key === null ? { phase: 'missing' } : { phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (key === null) {
      setState({ phase: 'missing' });
      return;
    }
    let live = true;
    setState({ phase: 'loading' });
    void loader.current().then((res) => {
      if (!live) return;
      if (res === false) setState({ phase: 'failed' });
      else if (res === null) setState({ phase: 'missing' });
      else setState({ phase: 'ready', data: res });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
