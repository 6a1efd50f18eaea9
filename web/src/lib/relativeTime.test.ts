import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.UTC(2024, 5, 1, 12);
const ago = (s: number) => now - s * 1000;

describe('relativeTime', () => {
  it('says 刚刚 under 300 s', () => {
    expect(relativeTime(ago(0), now)).toBe('刚刚');
    expect(relativeTime(ago(299), now)).toBe('刚刚');
    expect(relativeTime(now + 10_000, now)).toBe('刚刚'); // clock skew: never "in the future"
  });
  it('then minutes, hours, days, months, years', () => {
    expect(relativeTime(ago(300), now)).toBe('5分钟前');
    expect(relativeTime(ago(3599), now)).toBe('59分钟前');
    expect(relativeTime(ago(3600), now)).toBe('1小时前');
    expect(relativeTime(ago(86_399), now)).toBe('23小时前');
    expect(relativeTime(ago(86_400), now)).toBe('1天前');
    expect(relativeTime(ago(29 * 86_400), now)).toBe('29天前');
    expect(relativeTime(ago(30 * 86_400), now)).toBe('1个月前');
    expect(relativeTime(ago(364 * 86_400), now)).toBe('12个月前');
    expect(relativeTime(ago(365 * 86_400), now)).toBe('1年前');
    expect(relativeTime(new Date(ago(3 * 365 * 86_400)), new Date(now))).toBe('3年前');
  });
});
