import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import FacilityPage from './FacilityPage';
import { placeDetail, renderPage, setUpVisitor } from '../../test/foodFixtures';

describe('newcate/facility', () => {
  beforeEach(() => setUpVisitor());
  afterEach(cleanup);

  it('lists everything known about the place, with its name', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(
      placeDetail({ tags: ['cash-only'], themes: ['old-brand'], facilities: ['parking', 'odd_key'], opening_hours: null }),
    );
    renderPage(<FacilityPage />, '/pages/newcate/facility?id=restaurant-hz-louwailou');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lou Wai Lou' })).toBeTruthy();
    expect(screen.getByText('营业时间未公布，建议出发前电话确认')).toBeTruthy();
    expect(screen.getByText('人均¥150')).toBeTruthy();
    expect(screen.getByText('cash-only')).toBeTruthy();
    expect(screen.getByText('停车场')).toBeTruthy();
    // A facility key the app has no word for shows as it is rather than vanishing.
    expect(screen.getByText('odd_key')).toBeTruthy();
    expect(screen.getByText('公开资料，编辑整理 · 更新于 2026年11月')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回店铺' }).getAttribute('href')).toBe('/pages/cate/detail?id=restaurant-hz-louwailou');
  });

  it('without an id says so, with a way home', () => {
    renderPage(<FacilityPage />, '/pages/newcate/facility');
    expect(screen.getByRole('alert').textContent).toContain('没有找到这个地方');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });
});
