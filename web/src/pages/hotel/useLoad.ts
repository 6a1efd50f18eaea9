import { useCallback, useEffect, useState } from 'react';

/** `missing`: the server has no such record (an unknown id); `error`: the call failed. */
export type LoadPhase = 'loading' | 'error' | 'missing' | 'ready';

export interface Loaded<T> {
  data: T | undefined;
  phase: LoadPhase;
  retry: () => void;
}

// Answers kept for this page load, so going back to a page paints it at once instead of
// showing skeletons again. Content changes rarely (the server caches it for 60 s too).
const cache = new Map<string, unknown>();
const CACHE_MAX = 60;
// Calls on their way, by key. A call starts when a page first renders with its key, not
// after the page commits: React may hold a commit back while a lazy part of the page loads,
// and the data should not wait for that.
const pending = new Map<string, Promise<unknown>>();

function remember(key: string, value: unknown) {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
}

/** Forget every kept answer (tests start clean). */
export function clearLoadCache(): void {
  cache.clear();
  pending.clear();
}

/** The call for `key`, started once; `false` when it failed or its answer is refused, `null` when there is no such record. */
function start<T>(key: string, fetch: () => Promise<T | null | false>, accept: (v: T) => boolean): Promise<T | null | false> {
  let call = pending.get(key) as Promise<T | null | false> | undefined;
  if (!call) {
    call = fetch().then(
      (res) => {
        pending.delete(key);
        if (res === null) return null;
        if (res === false || !accept(res)) return false;
        remember(key, res);
        return res;
      },
      () => {
        pending.delete(key);
        return false as const;
      },
    );
    pending.set(key, call);
  }
  return call;
}

interface State<T> {
  key: string | null;
  group: string | undefined;
  data: T | undefined;
  phase: LoadPhase;
}

function stateFor<T>(key: string | null, group: string | undefined, previous: T | undefined): State<T> {
  if (key !== null && cache.has(key)) return { key, group, data: cache.get(key) as T, phase: 'ready' };
  return { key, group, data: previous, phase: 'loading' };
}

const present = (v: unknown) => v !== null && v !== undefined;

/**
 * One content call keyed by `key` (null: not yet). `false` from the call, or an answer
 * `accept` refuses, is the error state. With `keepWithin`, the data stays on screen while
 * a key of the same group loads (the same list re-sorted once the position is known), and
 * gives way to skeletons when the group changes (another city).
 */
export function useLoad<T>(
  key: string | null,
  fetch: () => Promise<T | null | false>,
  { keepWithin, accept = present }: { keepWithin?: string; accept?: (v: T) => boolean } = {},
): Loaded<T> {
  const [state, setState] = useState<State<T>>(() => stateFor<T>(key, keepWithin, undefined));
  const [attempt, setAttempt] = useState(0);
  const kept = (s: State<T>) => (keepWithin !== undefined && s.group === keepWithin ? s.data : undefined);
  const view = state.key === key ? state : stateFor<T>(key, keepWithin, kept(state));
  if (key !== null && !cache.has(key) && view.phase === 'loading') void start(key, fetch, accept);

  useEffect(() => {
    if (key === null) return;
    if (cache.has(key)) {
      setState({ key, group: keepWithin, data: cache.get(key) as T, phase: 'ready' });
      return;
    }
    let live = true;
    setState((s) => ({ key, group: keepWithin, data: kept(s), phase: 'loading' }));
    void start(key, fetch, accept).then((res) => {
      if (!live) return;
      if (res === false) setState((s) => ({ ...s, key, phase: 'error' }));
      else if (res === null) setState({ key, group: keepWithin, data: undefined, phase: 'missing' });
      else setState({ key, group: keepWithin, data: res, phase: 'ready' });
    });
    return () => {
      live = false;
    };
    // `fetch`, `accept` and the group belong to the key: the key alone says what to load.
  }, [key, attempt]);

  const retry = useCallback(() => {
    if (key !== null) cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  return { ...view, retry };
}
