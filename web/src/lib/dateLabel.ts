import { t, type MessageKey } from '../i18n';

const DAY_MS = 86_400_000;

/** Days between the calendar dates of two instants, in the device's time zone. */
function calendarDaysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / DAY_MS);
}

/** 今天 / 明天 / 后天, otherwise the weekday 周日…周六 (SPEC §9). */
export function dateLabel(date: Date, today: Date = new Date()): string {
  const diff = calendarDaysBetween(today, date);
  if (diff === 0) return t('date.today');
  if (diff === 1) return t('date.tomorrow');
  if (diff === 2) return t('date.dayAfter');
  return t(`date.weekday${date.getDay()}` as MessageKey);
}
