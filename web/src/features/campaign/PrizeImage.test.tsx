import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignDetail } from '../../api/campaigns';
import { PrizePool } from './PrizePool';

const pool = (prizes: CampaignDetail['prizes']) => ({ kind: 'blindbox', losePercent: 50, prizes }) as unknown as CampaignDetail;

describe('prize pictures in the pool', () => {
  afterEach(cleanup);

  it('shows the operator’s picture with its alt text beside the prize, and nothing for a prize without one', () => {
    render(
      <PrizePool
        detail={pool([
          { id: 'tea', name: '龙井茶礼盒', kind: 'physical', left: 3, chancePercent: 25, dailyCap: 0, price: 0, picture: { url: '/ver3/api/v3/media/0b5e4f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', width: 1200, height: 1200, caption: '一盒龙井茶', credit: '', illustrative: false } },
          { id: 'ticket', name: '景区门票', kind: 'coupon', left: 10, chancePercent: 25, dailyCap: 0, price: 0 },
        ])}
      />,
    );
    const img = screen.getByRole('img', { name: '一盒龙井茶' });
    expect(img.closest('[data-prize]')?.getAttribute('data-prize')).toBe('tea');
    expect(img.getAttribute('srcset')).toContain('/w/320');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('景区门票')).toBeTruthy();
  });
});
