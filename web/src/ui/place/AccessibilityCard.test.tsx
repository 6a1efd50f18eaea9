// The 无障碍信息 card: every fact shown, unknown as 未知 (never as 没有), the source of each
// known fact in plain words, and a note that unknown is not no.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessibilityCard } from './AccessibilityCard';
import { accessRows, unknownAccess, type Accessibility } from './accessFacts';

afterEach(cleanup);

const facts = (): Accessibility => ({
  ...unknownAccess(),
  step_free_entrance: { value: 'yes', source: '西湖风景名胜区管委会官网', url: 'https://example.gov.cn/a' },
  guide_dogs: { value: 'no', source: '景区游客须知', url: 'https://example.gov.cn/b' },
});

const row = (name: string) => {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return item;
};

describe('the accessibility card', () => {
  it('shows every fact: yes and no in their own words with their source, the rest as 未知', () => {
    render(<AccessibilityCard accessibility={facts()} />);
    const card = screen.getByRole('region', { name: '无障碍信息' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(8);
    expect(within(row('无障碍入口')).getByText('有')).toBeTruthy();
    expect(within(row('无障碍入口')).getByText('来源：西湖风景名胜区管委会官网')).toBeTruthy();
    expect(within(row('导盲犬')).getByText('不能进入')).toBeTruthy();
    expect(within(row('导盲犬')).getByText('来源：景区游客须知')).toBeTruthy();
    for (const name of ['无障碍卫生间', '无障碍电梯', '轮椅借用', '婴儿车通行', '语音导览', '长者优待']) {
      expect(within(row(name)).getByText('未知')).toBeTruthy();
      expect(within(row(name)).queryByText(/没有|来源/)).toBeNull();
    }
    expect(within(card).getByText(/未知表示暂无可靠来源说明，不代表没有/)).toBeTruthy();
    // No address, key or code word reaches the visitor.
    expect(card.textContent).not.toMatch(/https?:|step_free|unknown|yes|no\b/);
  });

  it('says plainly when nothing is known, and treats a missing answer as all unknown', () => {
    render(<AccessibilityCard accessibility={undefined} />);
    const card = screen.getByRole('region', { name: '无障碍信息' });
    expect(within(card).getAllByText('未知')).toHaveLength(8);
    expect(within(card).getByText(/暂无可靠来源说明这里的无障碍情况/)).toBeTruthy();
    expect(accessRows(null).every((r) => r.value === 'unknown' && r.source === '')).toBe(true);
  });

  it('never shows a source for an unknown fact', () => {
    const a = { ...unknownAccess(), lift: { value: 'unknown' as const, source: '某官网', url: null } };
    expect(accessRows(a).find((r) => r.key === 'lift')?.source).toBe('');
  });
});
