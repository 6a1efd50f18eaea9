import { t } from '../../i18n';

/** `45分钟`, `2小时`, `3小时15分钟`. */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('line.minutes', { n: m });
  return m === 0 ? t('line.hours', { h }) : t('line.hoursMinutes', { h, m });
}
