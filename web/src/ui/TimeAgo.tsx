// When something a visitor wrote was written, as SPEC §9 says times read: 刚刚, N分钟前, N小时前,
// N天前 (under 30 days), N个月前, N年前 (lib/relativeTime.ts). The exact Shanghai date and time
// stay in `dateTime` and the title, for whoever needs the day itself.
import { relativeTime } from '../lib/relativeTime';

/** `2026-05-01 14:03` in Shanghai time, whatever the device's zone. */
export function shanghaiStamp(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A time as "N分钟前"; `at` is an RFC 3339 string or epoch milliseconds. */
export function TimeAgo({ at, className, now }: { at: string | number; className?: string; now?: number }) {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(ms)) return null;
  const iso = new Date(ms).toISOString();
  return (
    <time className={className} dateTime={iso} title={shanghaiStamp(ms)}>
      {relativeTime(ms, now ?? Date.now())}
    </time>
  );
}
