import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWords } from '../../i18n';
import { nearby as words } from '../../i18n/zh-CN/nearby';
import { places as placeWords } from '../../i18n/zh-CN/places';
import { places } from '../../services';
import { HANGZHOU, placeCard, renderPage, setUpVisitor } from '../../test/foodFixtures';
import NearbyPage from './NearbyPage';

addWords(placeWords);
addWords(words);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const answer = (n: number, over: { radius_km?: number; widened?: boolean } = {}) => ({
  list: Array.from({ length: n }, (_, i) => placeCard({ id: `scenic-${i}`, name: `Place ${i}`, distance: i + 0.5 })),
  total: n,
  page: 1,
  size: 20,
  asked_radius_km: 5,
  radius_km: over.radius_km ?? 5,
  widened: over.widened ?? false,
});

describe('tour/nearby', () => {
  beforeEach(() => setUpVisitor());

  it('lists places from the visitor nearest first and narrows by kind', async () => {
    const call = vi.spyOn(places, 'nearby').mockResolvedValue(answer(3));
    renderPage(<NearbyPage />, '/pages/tour/nearby');
    expect(await screen.findByRole('link', { name: /Place 0/ })).toBeTruthy();
    expect(screen.getByText('5公里内共3处')).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith({ kind: undefined, radius: 5, atLeast: 10, page: 1, size: 20 }, { lat: HANGZHOU.lat, lng: HANGZHOU.lng });
    fireEvent.click(within(screen.getByRole('group', { name: '按类别' })).getByRole('button', { name: '美食' }));
    await waitFor(() => expect(call.mock.lastCall?.[0]).toMatchObject({ kind: 'restaurant,food' }));
  });

  it('says when the radius had to widen, and how far', async () => {
    vi.spyOn(places, 'nearby').mockResolvedValue(answer(10, { radius_km: 20, widened: true }));
    renderPage(<NearbyPage />, '/pages/tour/nearby');
    expect(await screen.findByText('5公里内地点较少，已扩大到20公里：共10处，距离按直线计算')).toBeTruthy();
  });

  it('without the visitor’s own position, says so and offers to choose one', async () => {
    setUpVisitor({ ...HANGZHOU, source: 'default' as never });
    vi.spyOn(places, 'nearby').mockResolvedValue(answer(1));
    renderPage(<NearbyPage />, '/pages/tour/nearby');
    expect(await screen.findByText(/还没有拿到您的位置/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '选择位置' }).getAttribute('href')).toBe('/choose-location');
  });

  it('empty kinds lead back to every kind; a failed list retries', async () => {
    vi.spyOn(places, 'nearby').mockResolvedValue(answer(0));
    renderPage(<NearbyPage />, '/pages/tour/nearby?kind=shop');
    expect(await screen.findByText('附近没有找到这一类地点')).toBeTruthy();
    expect(screen.getByRole('button', { name: '看全部类别' })).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    vi.spyOn(places, 'nearby').mockResolvedValueOnce(false).mockResolvedValue(answer(2));
    renderPage(<NearbyPage />, '/pages/tour/nearby');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /Place 1/ })).toBeTruthy();
  });
});
