import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorView } from '../api/client';
import type { ModerationItem } from '../api/moderation';
import { admin } from '../api/typed';
import { stubMatchMedia } from '../campaigns/studioFixtures';
import { renderAt, serveGets, type Spied } from '../content/contentFixtures';
import ModerationPage from './ModerationPage';

let who: Partial<OperatorView> = {};
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));
vi.setConfig({ testTimeout: 60_000 });

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const review: ModerationItem = {
  kind: 'photo', id: 41, targetKind: 'place', targetId: 'scenic-hz-xihu', targetName: '西湖', cityId: 1201, countyCode: '330106',
  author: 'u-8f3a2c', authorName: '小李', atMs: 0, text: '断桥的早晨，人还不多。', rating: 5, waitsFor: 'sensitive_word', correctionKind: null, location: null, phone: null,
  photos: [{ id: 'm-aaa', url: '/ver3/media/m-aaa' }, { id: 'm-bbb', url: '/ver3/media/m-bbb' }], reports: [],
};
const queue = (list: ModerationItem[]) => ({ list, total: list.length, page: 1, size: 20, counts: { review: 0, photo: list.length, report: 0, correction: 0, note: 0, contest: 0 } });
const draft = { version: 3, state: 'draft', authorName: '省管理员', createdMs: 0, body: { id: 'scenic-hz-xihu', media: [{ url: '/m/old.jpg' }, { url: '/m/copy.jpg', credit: '游客 小李 摄', promotedFrom: 'm-bbb' }] } };

/** The queue holds `review` until it is accepted, then is empty; POSTs answer accept and album. */
function serve() {
  let waiting = [review];
  serveGets((path) => (path.endsWith('/moderation') ? queue(waiting) : undefined));
  return vi.spyOn(admin as Spied, 'post').mockImplementation(async (...args: unknown[]) => {
    const path = String(args[0]);
    if (path.endsWith('/accept')) {
      waiting = [];
      return { kind: 'photo', id: 41, status: 'published' };
    }
    if (path.endsWith('/album')) return draft;
    throw new Error(`unexpected POST ${path}`);
  });
}

const accept = async () => {
  fireEvent.click(await screen.findByRole('button', { name: '采纳 带图点评 41' }));
  await screen.findByText('没有待审核的内容');
};

describe('加入相册', () => {
  it('an accepted photo review of a place: asked first, then promoted with the visitor’s credit shown', async () => {
    who = { id: 1, role: 'province_admin', cityId: null, countyCode: null };
    const post = serve();
    renderAt('/moderation', '/moderation', <ModerationPage />);
    // Nothing to promote before the review is accepted.
    await screen.findByText('断桥的早晨，人还不多。');
    expect(screen.queryByText('刚采纳的带图点评')).toBeNull();
    await accept();
    expect(await screen.findByText('刚采纳的带图点评')).toBeTruthy();

    // The second photo: the question names the place and the credit, and nothing is sent before it is answered.
    fireEvent.click(screen.getByRole('button', { name: '加入相册 西湖 第 2 张' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getAllByText('把第 2 张照片加入「西湖」的相册？').length).toBeGreaterThan(0);
    // The credit line the album will carry, with the visitor's name, before anything is sent.
    expect(within(ask).getByTestId('album-credit').textContent).toBe('游客 小李 摄');
    expect(post.mock.calls.some((c) => String(c[0]).endsWith('/album'))).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: '加入相册' }));

    await waitFor(() => expect(post.mock.calls.some((c) => String(c[0]).endsWith('/album'))).toBe(true));
    const call = post.mock.calls.find((c) => String(c[0]).endsWith('/album')) as [string, unknown, { path: { id: string } }];
    expect(call[0]).toBe('/ver3/api/admin/v1/content/places/{id}/album');
    expect(call[1]).toEqual({ reviewId: 41, mediaId: 'm-bbb' });
    expect(call[2].path.id).toBe('scenic-hz-xihu');
    // The result: the credit the server gave, the photo not offered again, the way to the draft.
    expect((await screen.findByRole('status')).textContent).toBe('已加入相册草稿 · 游客 小李 摄');
    expect(screen.queryByRole('button', { name: '加入相册 西湖 第 2 张' })).toBeNull();
    expect(screen.getByRole('button', { name: '加入相册 西湖 第 1 张' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去发布「西湖」的草稿' }).getAttribute('href')).toBe('/content/places/scenic-hz-xihu');
  });

  it('cancelling the question sends nothing', async () => {
    who = { id: 1, role: 'province_admin', cityId: null, countyCode: null };
    const post = serve();
    renderAt('/moderation', '/moderation', <ModerationPage />);
    await accept();
    fireEvent.click(await screen.findByRole('button', { name: '加入相册 西湖 第 1 张' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post.mock.calls.map((c) => String(c[0]))).toEqual(['/ver3/api/admin/v1/moderation/{kind}/{id}/accept']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a moderator, who does not edit content, is not offered the album', async () => {
    who = { id: 5, role: 'moderator', cityId: null, countyCode: null };
    serve();
    renderAt('/moderation', '/moderation', <ModerationPage />);
    await accept();
    expect(screen.queryByText('刚采纳的带图点评')).toBeNull();
    expect(screen.queryByRole('button', { name: /加入相册/ })).toBeNull();
  });
});
