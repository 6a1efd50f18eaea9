import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test/allWords';

const mocks = vi.hoisted(() => ({
  request: vi.fn(),
  wechatPhotos: vi.fn(),
  platform: { kind: 'browser' as string, android: false },
}));

vi.mock('../services', () => ({ request: mocks.request, wechatPhotos: mocks.wechatPhotos, platform: mocks.platform }));

import { PhotoPicker, type PickedPhoto } from './PhotoPicker';

const ref = (id: string): PickedPhoto => ({ id, url: `/ver3/api/v3/media/${id}`, thumbUrl: `/ver3/api/v3/media/${id}/thumb`, width: 800, height: 600 });

function picker(value: PickedPhoto[], extra: { max?: number; disabled?: boolean } = {}) {
  const onChange = vi.fn();
  const view = render(<PhotoPicker value={value} onChange={onChange} {...extra} />);
  return { onChange, view };
}

const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

beforeEach(() => {
  mocks.platform.kind = 'browser';
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PhotoPicker', () => {
  it('shows each photo as a thumbnail with its own remove button, and removing one keeps the others', async () => {
    const { onChange } = picker([ref('a'), ref('b')]);
    const thumbs = await screen.findAllByRole('img');
    expect(thumbs.map((i) => i.getAttribute('src'))).toEqual(['/ver3/api/v3/media/a/thumb', '/ver3/api/v3/media/b/thumb']);
    fireEvent.click(screen.getByRole('button', { name: '删除第1张照片' }));
    expect(onChange).toHaveBeenCalledWith([ref('b')]);
  });

  it('uploads the chosen files in one request with their names and adds what the server answers', async () => {
    let answer: (v: unknown) => void = () => {};
    mocks.request.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { onChange } = picker([ref('a')]);
    await screen.findByRole('button', { name: /添加照片/ });
    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    fireEvent.change(input, { target: { files: [file('西湖.jpg'), file('断桥.jpg')] } });

    // While the server works the picker says how many are on their way.
    expect((await screen.findByRole('status')).textContent).toContain('正在上传 2 张');
    const [path, opts] = mocks.request.mock.calls[0];
    expect(path).toBe('/ver3/api/v3/media');
    expect(opts.method).toBe('POST');
    const sent = (opts.data as FormData).getAll('file') as File[];
    expect(sent.map((f) => f.name)).toEqual(['西湖.jpg', '断桥.jpg']);

    await act(async () => answer([ref('b'), ref('c')]));
    expect(onChange).toHaveBeenCalledWith([ref('a'), ref('b'), ref('c')]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's refusal naming the file, and keeps what was there", async () => {
    mocks.request.mockImplementation(async (_path: string, opts: { refused: (m: string) => void }) => {
      opts.refused('第2个文件“notes.jpg”不是 JPEG、PNG 或 WebP 图片');
      return false;
    });
    const { onChange } = picker([]);
    await screen.findByRole('button', { name: /添加照片/ });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file('a.jpg'), file('notes.jpg')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('没有上传：第2个文件“notes.jpg”不是 JPEG、PNG 或 WebP 图片');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the upload failed when the request did not get through', async () => {
    mocks.request.mockResolvedValue(false);
    picker([]);
    await screen.findByRole('button', { name: /添加照片/ });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file('a.jpg')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('上传失败');
  });

  it('offers no add tile once full, and sends no more than the room left', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ref(`p${i}`));
    picker(nine);
    await screen.findAllByRole('img');
    expect(screen.queryByRole('button', { name: /添加照片/ })).toBeNull();
    cleanup();

    mocks.request.mockResolvedValue([ref('x')]);
    const { onChange } = picker([ref('a')], { max: 2 });
    await screen.findByRole('button', { name: /1\/2/ });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file('1.jpg'), file('2.jpg'), file('3.jpg')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([ref('a'), ref('x')]));
    expect((mocks.request.mock.calls[0][1].data as FormData).getAll('file')).toHaveLength(1);
  });

  it('when disabled shows the photos without remove or add buttons', async () => {
    picker([ref('a')], { disabled: true });
    await screen.findAllByRole('img');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("inside WeChat uses WeChat's chooser and uploads the bytes it gives", async () => {
    mocks.platform.kind = 'wechat';
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    mocks.wechatPhotos.mockResolvedValue([{ blob, name: '照片1' }]);
    mocks.request.mockResolvedValue([ref('w')]);
    const { onChange } = picker([], { max: 3 });
    fireEvent.click(await screen.findByRole('button', { name: /添加照片/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([ref('w')]));
    expect(mocks.wechatPhotos).toHaveBeenCalledWith(3);
    expect(((mocks.request.mock.calls[0][1].data as FormData).get('file') as File).name).toBe('照片1');
  });
});
