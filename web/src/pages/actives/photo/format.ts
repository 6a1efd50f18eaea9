// How an entry's time reads: its Shanghai date, whatever the device's time zone.
export function entryDay(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}
