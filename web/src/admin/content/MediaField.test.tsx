import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { MediaField, type MediaItem } from './MediaField';
import { makeCover, missingAlt, moveItem } from './mediaList';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (real) => ({ ...(await real<typeof import('../api/client')>()), uploadImages: upload }));

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  upload.mockReset();
});

const photo = (n: number, caption = `说明 ${n}`): MediaItem => ({ url: `/ver3/api/v3/media/0000000${n}-0000-4000-8000-000000000000`, width: 800, height: 600, caption });

/** The field with its own state, reporting every change. */
function Harness({ initial, seen }: { initial: MediaItem[]; seen: (v: MediaItem[]) => void }) {
  const [v, setV] = useState(initial);
  return (
    <MediaField
      name="图片（media）"
      value={v}
      onChange={(next) => {
        seen(next);
        setV(next);
      }}
    />
  );
}

const captions = (v: MediaItem[]) => v.map((m) => m.caption);

describe('the media list', () => {
  it('moves, chooses the cover and finds photos without alt text', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(makeCover(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
    expect(missingAlt([photo(1), photo(2, '  '), { url: '/x' }])).toEqual([1, 2]);
  });
});

describe('the media field', () => {
  it('reorders by the move buttons (touch and keyboard) and makes a photo the cover', () => {
    const seen = vi.fn();
    render(<Harness initial={[photo(1), photo(2), photo(3)]} seen={seen} />);
    expect(screen.getByText('封面', { selector: '.ant-tag' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('图片 1 后移'));
    expect(captions(seen.mock.lastCall![0])).toEqual(['说明 2', '说明 1', '说明 3']);
    fireEvent.click(screen.getByLabelText('把图片 3 设为封面'));
    expect(captions(seen.mock.lastCall![0])).toEqual(['说明 3', '说明 2', '说明 1']);
    // The cover cannot move further forward, nor be made the cover again.
    expect((screen.getByLabelText('图片 1 前移') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('把图片 1 设为封面') as HTMLButtonElement).disabled).toBe(true);
  });

  it('reorders by dragging a photo onto another', () => {
    const seen = vi.fn();
    render(<Harness initial={[photo(1), photo(2), photo(3)]} seen={seen} />);
    const tiles = screen.getAllByTestId('media-item');
    fireEvent.dragStart(tiles[2]);
    fireEvent.dragOver(tiles[0]);
    fireEvent.drop(tiles[0]);
    expect(captions(seen.mock.lastCall![0])).toEqual(['说明 3', '说明 1', '说明 2']);
  });

  it('asks for the alt text of every photo that has none', () => {
    const seen = vi.fn();
    render(<Harness initial={[photo(1), photo(2, '')]} seen={seen} />);
    const second = screen.getByLabelText('图片 2 的说明');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('note')).toHaveLength(1);
    fireEvent.change(second, { target: { value: '雷峰塔' } });
    expect(captions(seen.mock.lastCall![0])).toEqual(['说明 1', '雷峰塔']);
    expect(screen.queryAllByRole('note')).toHaveLength(0);
  });

  it('sends the files chosen together in one upload and adds them for their alt text', async () => {
    upload.mockResolvedValue([
      { id: 'a', url: '/ver3/api/v3/media/a', thumbUrl: '', width: 1600, height: 1000 },
      { id: 'b', url: '/ver3/api/v3/media/b', thumbUrl: '', width: 900, height: 600 },
    ]);
    const seen = vi.fn();
    const { container } = render(<Harness initial={[photo(1)]} seen={seen} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(seen).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0]).toHaveLength(2);
    const v = seen.mock.lastCall![0] as MediaItem[];
    expect(v.map((m) => m.url)).toEqual([photo(1).url, '/ver3/api/v3/media/a', '/ver3/api/v3/media/b']);
    expect(v[1]).toEqual({ url: '/ver3/api/v3/media/a', width: 1600, height: 1000, caption: '' });
    // Both new photos now wait for their alt text.
    expect(screen.getAllByRole('note')).toHaveLength(2);
  });

  it('crops the cover: the box moves at 16:10 inside the photo, is kept with the photo, and can be removed', async () => {
    const seen = vi.fn();
    const wide = { ...photo(1), width: 1600, height: 800 };
    render(<Harness initial={[wide, photo(2)]} seen={seen} />);
    // Only the cover offers a crop.
    expect(screen.getAllByRole('button', { name: /裁剪封面/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /裁剪封面/ }));
    const stage = await screen.findByTestId('crop-stage');
    // Starts as the largest 16:10 box, centred: four fifths of the width of a 2:1 photo.
    expect(stage.getAttribute('aria-valuetext')).toBe('左 10%，上 0%，宽 80%');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    const [cover, other] = seen.mock.lastCall![0] as MediaItem[];
    expect(cover.crop).toEqual({ x: 0.14, y: 0, w: 0.8, h: 1 });
    expect(other.crop).toBeUndefined();
    expect(cover.caption).toBe('说明 1');
    // The cover's thumbnail now shows the crop; 不裁剪 takes it away again.
    expect(within(screen.getAllByTestId('media-item')[0]).getByTestId('crop-preview')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /调整裁剪/ }));
    fireEvent.click(await screen.findByRole('button', { name: /不裁剪/ }));
    expect('crop' in (seen.mock.lastCall![0] as MediaItem[])[0]).toBe(false);
    // A dialog of the console's library: slow to draw on a busy machine.
  }, 60_000);
});
