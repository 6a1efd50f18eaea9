import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { places } from '../../services';
import { useClientStore } from '../../session/store';
import { detail, renderPage, setUp } from '../../test/placeFixtures';
import AlbumPage from './AlbumPage';

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;

describe('public/photo/photo (album)', () => {
  beforeEach(() => setUp());
  afterEach(cleanup);

  it('opens a place’s photos at the index, says they are illustrations, and steps with the buttons and keys', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail());
    renderPage(<AlbumPage />, '/pages/public/photo/photo?id=scenic-hz-xihu&index=1');
    expect(await screen.findByText('2 / 3')).toBeTruthy();
    expect(screen.getByText('View 2')).toBeTruthy();
    expect(screen.getByText('示意图：暂无实拍照片')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: '下一张' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(screen.getByRole('group', { name: 'West Lake的相册' }), { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 3');
    expect(screen.getByText('View 2')).toBeTruthy();
  });

  it('zooms with the buttons and comes back', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(detail());
    renderPage(<AlbumPage />, '/pages/public/photo/photo?id=scenic-hz-xihu');
    await screen.findByText('1 / 3');
    const zoomOut = screen.getByRole('button', { name: '缩小' });
    expect(zoomOut).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(zoomOut).toHaveProperty('disabled', false);
    expect((screen.getByAltText('View 1') as HTMLImageElement).style.transform).toContain('scale(1.5)');
    fireEvent.click(zoomOut);
    expect((screen.getByAltText('View 1') as HTMLImageElement).style.transform).toContain('scale(1)');
  });

  it('without an id shows the album another page left in the store', async () => {
    useClientStore.getState().put('currentAlbum', { title: 'Notes', images: ['/a.jpg', '/b.jpg'], index: 1 });
    const details = vi.spyOn(places, 'details');
    renderPage(<AlbumPage />, '/pages/public/photo/photo');
    expect(await screen.findByText('2 / 2')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Notes的相册' })).toBeTruthy();
    expect(screen.queryByText('示意图：暂无实拍照片')).toBeNull();
    expect(details).not.toHaveBeenCalled();
  });

  it('with nothing to show (a reload, a link cut short): says so, offers to find the place and the way home', async () => {
    renderPage(<AlbumPage />, '/pages/public/photo/photo');
    expect(await screen.findByRole('heading', { name: '这本相册没能打开' })).toBeTruthy();
    expect(screen.getByText(/链接里没有说是哪个地方的照片/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '找个地方看照片' }).getAttribute('href')).toBe('/pages/homesearch/index');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('a place that is gone: says so and offers to find another', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(null);
    renderPage(<AlbumPage />, '/pages/public/photo/photo?id=gone');
    expect(await screen.findByRole('heading', { name: '没有找到这个地方' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '找个地方看照片' })).toBeTruthy();
  });

  it('an unknown place: not found, with a retry', async () => {
    vi.spyOn(places, 'details').mockResolvedValue(false);
    renderPage(<AlbumPage />, '/pages/public/photo/photo?id=nope');
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
