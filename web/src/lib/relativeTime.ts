import { t } from '../i18n';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** "刚刚" under 300 s, then minutes, hours, days (under 30), months, years (SPEC §9). */
export function relativeTime(then: number | Date, now: number | Date = Date.now()): string {
  const seconds = Math.max(0, Math.floor((+now - +then) / 1000));
  if (seconds < 300) return t('time.justNow');
  if (seconds < HOUR) return t('time.minutesAgo', { n: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('time.hoursAgo', { n: Math.floor(seconds / HOUR) });
  if (seconds < MONTH) return t('time.daysAgo', { n: Math.floor(seconds / DAY) });
  if (seconds < YEAR) return t('time.monthsAgo', { n: Math.floor(seconds / MONTH) });
  return t('time.yearsAgo', { n: Math.floor(seconds / YEAR) });
}
