// How campaign times read: the server writes them in Asia/Shanghai (RFC 3339, `+08:00`), so
// the page shows its date and minute as they are, whatever the device's time zone.

/** `2026-11-25T10:00:00+08:00` → `2026-11-25 10:00`. */
export function shanghaiMinute(rfc3339: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(rfc3339);
  return m ? `${m[1]} ${m[2]}` : rfc3339;
}

/** `2026-11-25T10:00:00+08:00` → `2026-11-25`. */
export function shanghaiDay(rfc3339: string): string {
  return rfc3339.slice(0, 10);
}

