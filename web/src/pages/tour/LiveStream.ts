// Live updates on an open page: crowd levels and weather pushed by the server as operators
// send them (server-sent events). When the stream cannot be had, the pages quietly keep what
// they loaded and reload every minute; a value past its time-to-live turns unknown on screen
// even if nothing new arrives.
import { useEffect, useState } from 'react';
import type { CityWeather, Crowd, Weather } from '../../api/live';
import { eventsUrl } from './LiveCalls';

export interface LiveUpdates {
  crowd: Record<string, Crowd>;
  weather: Record<number, Weather>;
  /** True while the stream is open. */
  streaming: boolean;
}

const parse = <T>(text: string): T | null => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/**
 * How long after the page mounts the stream opens: the page's own loads go first (on a slow
 * network they matter more than an update), and the page counts as settled before a
 * connection that never ends is opened. Tests set it to 0.
 */
export const streamTiming = { delayMs: 2000 };

/** Subscribes while mounted; `onResync` runs when updates were missed (reload the data). */
export function useLiveUpdates(onResync: () => void): LiveUpdates {
  const [state, setState] = useState<LiveUpdates>({ crowd: {}, weather: {}, streaming: false });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    const open = () => {
      try {
        source = new EventSource(eventsUrl());
      } catch {
        return;
      }
      source.onopen = () => setState((s) => ({ ...s, streaming: true }));
      source.onerror = () => setState((s) => ({ ...s, streaming: false }));
      source.addEventListener('crowd', (e) => {
        const c = parse<Crowd>((e as MessageEvent<string>).data);
        if (c) setState((s) => ({ ...s, crowd: { ...s.crowd, [c.place_id]: c } }));
      });
      source.addEventListener('weather', (e) => {
        const w = parse<CityWeather>((e as MessageEvent<string>).data);
        if (w) setState((s) => ({ ...s, weather: { ...s.weather, [w.city_id]: w.weather } }));
      });
      // The stream is opened once per page; a resync only reloads.
      source.addEventListener('resync', () => onResync());
    };
    const timer = setTimeout(open, streamTiming.delayMs);
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, []);
  return state;
}

/** Re-renders every `ms` so expiry shows without new data. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** Reloads every minute while the page is open (opening hours and expiry move on). */
export function useEveryMinute(reload: () => void) {
  useEffect(() => {
    const id = setInterval(reload, 60_000);
    return () => clearInterval(id);
  }, []);
}

const later = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') >= (b ?? '');

/** The newer of the loaded level and a pushed one, unknown once past its time-to-live. */
export function crowdNow(loaded: Crowd, pushed: Crowd | undefined, now: number): Crowd {
  const c = pushed && later(pushed.observed_at, loaded.observed_at) ? pushed : loaded;
  if (c.state === 'fresh' && c.expires_at && Date.parse(c.expires_at) <= now) return { ...c, state: 'unknown', level: null };
  return c;
}

/** The same rule for the weather. */
export function weatherNow(loaded: Weather, pushed: Weather | undefined, now: number): Weather {
  const w = pushed && (pushed.state === 'fresh' || loaded.state !== 'fresh') ? pushed : loaded;
  if (w.state === 'fresh' && w.expires_at && Date.parse(w.expires_at) <= now) return { ...w, state: 'unknown', text: null, temperature_c: null };
  return w;
}

/** `HH:MM` of a +08:00 instant as the server sends it. */
export const clock = (iso: string | null | undefined) => (iso ? iso.slice(11, 16) : '');

/** Each level's colour, by the word the server sends (its vocabulary, not text we write). */
export const LEVEL_CLASS: Record<NonNullable<Crowd['level']>, string> = { 舒适: 'live-level--ok', 较多: 'live-level--busy', 拥挤: 'live-level--full' };
