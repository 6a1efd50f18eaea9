import { describe, expect, it } from 'vitest';
import { dateLabel, dayWithLabel } from './dateLabel';

describe('dateLabel', () => {
  const today = new Date(2024, 5, 1, 23, 30); // Saturday, late evening
  it('today, tomorrow, day after tomorrow by calendar day', () => {
    expect(dateLabel(new Date(2024, 5, 1, 0, 5), today)).toBe('今天');
    expect(dateLabel(new Date(2024, 5, 2, 0, 5), today)).toBe('明天');
    expect(dateLabel(new Date(2024, 5, 3, 8), today)).toBe('后天');
  });
  it('otherwise the weekday, Sunday to Saturday', () => {
    expect(dateLabel(new Date(2024, 5, 4), today)).toBe('周二');
    expect(dateLabel(new Date(2024, 5, 8), today)).toBe('周六');
    expect(dateLabel(new Date(2024, 5, 9), today)).toBe('周日');
    expect(dateLabel(new Date(2024, 4, 31), today)).toBe('周五'); // yesterday
  });
  it('crosses month and year ends', () => {
    expect(dateLabel(new Date(2025, 0, 1), new Date(2024, 11, 31))).toBe('明天');
  });
  it('writes a calendar day with its label, the year only when it is not this one', () => {
    expect(dayWithLabel('2024-06-02', today)).toBe('6月2日 明天');
    expect(dayWithLabel('2024-06-08', today)).toBe('6月8日 周六');
    expect(dayWithLabel('2025-01-01', today)).toBe('2025年1月1日 周三');
    expect(dayWithLabel('soon', today)).toBe('soon');
  });
});
