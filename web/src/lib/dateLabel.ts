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

/**
 * A calendar day `YYYY-MM-DD` as a visitor reads it: 「7月10日 明天」, 「7月12日 周六」 (SPEC §9's
 * label after the date); another year keeps its year. Anything else is returned unchanged.
 */
export function dayWithLabel(day: string, today: Date = new Date()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const md = `${date.getMonth() + 1}月${date.getDate()}日`;
  const shown = date.getFullYear() === today.getFullYear() ? md : `${date.getFullYear()}年${md}`;
  return `${shown} ${dateLabel(date, today)}`;
}
