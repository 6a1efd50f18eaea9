import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '../../../api/notes';
import type { SearchItem } from '../../../api/search';
import { auth, places, search } from '../../../services';
import { useClientStore } from '../../../session/store';
import { toastFeedback } from '../../../ui/feedback';
import { renderPage } from '../../../test/renderPage';
import AlbumPage from './AlbumPage';
import { notes } from './county';
import NotesPage from './NotesPage';
import ResultPage from './ResultPage';
import SearchPage from './SearchPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useClientStore.getState().put('currentnotes_suichang', null);
});

const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });

const item = (id: string, name: string, kind = 'scenic', type = 'place'): SearchItem =>
  ({ id, name, kind, type, name_en: '', page: 'pages/poi/detail/scenic', city_id: 1230, county_code: '331123', summary: '丽水市遂昌县', location: null, place: null }) as unknown as SearchItem;

const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, size: 20 });

const note = (over: Partial<Note> = {}): Note => ({
  id: 7,
  authorAvatar: '',
  countyCode: '331123',
  title: '金矿一日',
  text: '下到矿洞里很凉快。',
  photos: [],
  places: [{ id: 'scenic-ls-suichang-jinkuang', name: '遂昌金矿国家矿山公园', kind: 'scenic' }],
  authorName: '小王',
  mine: false,
  status: 'published',
  rejectReason: '',
  likes: 2,
  liked: false,
  atMs: Date.UTC(2026, 10, 20),
  ...over,
});

describe('custom/suichang/search and result', () => {
  it('lists Suichang and searches within the county, each result opening the sub-site page', async () => {
    const s = vi.spyOn(search, 'search').mockResolvedValue(page([item('scenic-ls-suichang-jinkuang', '遂昌金矿国家矿山公园'), item('dish-331123-suichang-changzong', '遂昌长粽', 'dish', 'dish')]));
    renderPage(<SearchPage />, '/pages/custom/suichang/search');
    expect(await screen.findByRole('heading', { level: 3, name: '遂昌金矿国家矿山公园' })).toBeTruthy();
    expect(s).toHaveBeenCalledWith(expect.objectContaining({ county_code: '331123' }));
    expect(screen.getByRole('link', { name: /遂昌长粽/ }).getAttribute('href')).toContain('/pages/custom/suichang/cateDetail?id=dish-331123-suichang-changzong');
    expect(screen.getByRole('link', { name: /遂昌金矿/ }).getAttribute('href')).toContain('/pages/custom/suichang/detail?id=scenic-ls-suichang-jinkuang');
    expect(screen.getByRole('navigation', { name: '遂昌导航' })).toBeTruthy();
  });

  it('says when nothing is found, and offers a retry when the search fails', async () => {
    vi.spyOn(search, 'search').mockResolvedValueOnce(false).mockResolvedValue(page([]));
    renderPage(<ResultPage />, '/pages/custom/suichang/result?keyword=西湖');
    expect(await screen.findByRole('heading', { level: 2, name: '“西湖”的遂昌结果' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('遂昌没有找到相关去处，换个词试试')).toBeTruthy();
  });
});

describe('custom/suichang/notes', () => {
  it('lists published notes and likes one once signed in', async () => {
    signIn();
    vi.spyOn(notes, 'list').mockResolvedValue(page([note()]));
    vi.spyOn(notes, 'mine').mockResolvedValue(page([note({ id: 8, title: '我的第一篇', mine: true, status: 'pending' })]));
    vi.spyOn(search, 'search').mockResolvedValue(page([item('scenic-ls-suichang-jinkuang', '遂昌金矿国家矿山公园')]));
    const like = vi.spyOn(notes, 'like').mockResolvedValue({ id: 7, liked: true, likes: 3 });
    renderPage(<NotesPage />, '/pages/custom/suichang/notes');
    const button = await screen.findByRole('button', { name: '赞 2：给“金矿一日”点赞' });
    fireEvent.click(button);
    await waitFor(() => expect(like).toHaveBeenCalledWith(7, true));
    expect(await screen.findByRole('button', { name: '赞 3：给“金矿一日”点赞' })).toBeTruthy();
    expect(await screen.findByText('审核中')).toBeTruthy();
  });

  it("draws each author's picture beside their name, and the default head for one without", async () => {
    vi.spyOn(notes, 'list').mockResolvedValue(
      page([note({ authorAvatar: '/ver3/media/t/face.webp' }), note({ id: 9, title: '神龙谷', authorName: '' })]),
    );
    renderPage(<NotesPage />, '/pages/custom/suichang/notes');
    const withPicture = (await screen.findByRole('article', { name: '金矿一日' })) as HTMLElement;
    expect(withPicture.querySelector('.sc-author img.yz-avatar')?.getAttribute('src')).toBe('/ver3/media/t/face.webp');
    const without = screen.getByRole('article', { name: '神龙谷' });
    expect(without.querySelector('img.yz-avatar')).toBeNull();
    expect(without.querySelector('.sc-author svg.yz-avatar--default')).toBeTruthy();
  });

  it('reports someone else\'s note with the reviews\' sheet of reasons, never one\'s own', async () => {
    signIn();
    vi.spyOn(notes, 'list').mockResolvedValue(page([note(), note({ id: 9, title: '我的一篇', mine: true })]));
    vi.spyOn(notes, 'mine').mockResolvedValue(page([]));
    vi.spyOn(search, 'search').mockResolvedValue(page([]));
    const report = vi.spyOn(notes, 'report').mockResolvedValue({ id: 7, reported: true });
    const toast = vi.spyOn(toastFeedback, 'toast').mockImplementation(() => undefined);
    renderPage(<NotesPage />, '/pages/custom/suichang/notes');
    fireEvent.click(await screen.findByRole('button', { name: '举报“金矿一日”' }));
    expect(await screen.findByRole('heading', { name: '举报这篇游记' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '泄露他人隐私' }));
    await waitFor(() => expect(report).toHaveBeenCalledWith(7, 'privacy'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已收到举报，谢谢'));
    expect(screen.getByRole('heading', { level: 3, name: '我的一篇' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '举报“我的一篇”' })).toBeNull();
  });

  it('asks a visitor who is not signed in to sign in before reporting a note', async () => {
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    vi.spyOn(notes, 'list').mockResolvedValue(page([note()]));
    vi.spyOn(notes, 'mine').mockResolvedValue(page([]));
    vi.spyOn(search, 'search').mockResolvedValue(page([]));
    const report = vi.spyOn(notes, 'report');
    renderPage(<NotesPage />, '/pages/custom/suichang/notes');
    fireEvent.click(await screen.findByRole('button', { name: '举报“金矿一日”' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: '举报这篇游记' })).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('writes a note with a place, keeps the draft in currentnotes_suichang, and clears it once sent', async () => {
    signIn();
    vi.spyOn(notes, 'list').mockResolvedValue(page([]));
    vi.spyOn(notes, 'mine').mockResolvedValue(page([]));
    vi.spyOn(search, 'search').mockResolvedValue(page([item('scenic-ls-suichang-jinkuang', '遂昌金矿国家矿山公园')]));
    const write = vi.spyOn(notes, 'write').mockResolvedValue(note({ id: 9, status: 'pending', mine: true }));
    renderPage(<NotesPage />, '/pages/custom/suichang/notes');
    expect(await screen.findByText('还没有游记，写下第一篇吧')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '金矿一日' } });
    fireEvent.change(screen.getByLabelText('正文'), { target: { value: '很凉快' } });
    fireEvent.click(await screen.findByRole('button', { name: '遂昌金矿国家矿山公园' }));
    expect(useClientStore.getState().currentnotes_suichang).toEqual({ title: '金矿一日', text: '很凉快', placeIds: ['scenic-ls-suichang-jinkuang'] });
    fireEvent.click(screen.getByRole('button', { name: '发布游记' }));
    await waitFor(() => expect(write).toHaveBeenCalledWith({ countyCode: '331123', title: '金矿一日', text: '很凉快', mediaIds: [], placeIds: ['scenic-ls-suichang-jinkuang'] }));
    expect(await screen.findByText('已提交，审核通过后大家就能看到')).toBeTruthy();
    expect(useClientStore.getState().currentnotes_suichang).toEqual({ title: '', text: '', placeIds: [] });
  });

  it('restores a draft from the record and refuses an empty text before sending', async () => {
    signIn();
    useClientStore.getState().put('currentnotes_suichang', { title: '草稿标题', text: '', placeIds: [] });
    vi.spyOn(notes, 'list').mockResolvedValue(false);
    vi.spyOn(notes, 'mine').mockResolvedValue(page([]));
    vi.spyOn(search, 'search').mockResolvedValue(page([]));
    const write = vi.spyOn(notes, 'write');
    renderPage(<NotesPage />, '/pages/custom/suichang/notes');
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('草稿标题');
    fireEvent.click(screen.getByRole('button', { name: '发布游记' }));
    expect(await screen.findByText('请写下正文')).toBeTruthy();
    expect(write).not.toHaveBeenCalled();
    // Writing the text takes the message away.
    fireEvent.change(screen.getByLabelText('正文'), { target: { value: '山里的一天' } });
    expect(screen.queryByText('请写下正文')).toBeNull();
    expect(await screen.findByText('游记没有加载出来')).toBeTruthy();
  });

  it('asks a visitor without a token to sign in before writing', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    vi.spyOn(notes, 'list').mockResolvedValue(page([]));
    renderPage(<NotesPage />, '/pages/custom/suichang/notes');
    expect(await screen.findByText('登录后才能写游记')).toBeTruthy();
    expect(screen.queryByLabelText('标题')).toBeNull();
  });
});

describe('custom/suichang/album', () => {
  it("shows the county's place photos, illustrations marked, and retries after a failure", async () => {
    vi.spyOn(search, 'search').mockResolvedValueOnce(false).mockResolvedValue(page([item('scenic-ls-suichang-jinkuang', '遂昌金矿国家矿山公园')]));
    vi.spyOn(places, 'details').mockResolvedValue({
      id: 'scenic-ls-suichang-jinkuang',
      name: '遂昌金矿国家矿山公园',
      photos: [{ url: '/ver3/api/v3/media/cover/scenic-ls-suichang-jinkuang?n=0', width: 640, height: 400, caption: '示意图 · 全景', illustrative: true }],
    } as never);
    renderPage(<AlbumPage />, '/pages/custom/suichang/album');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /遂昌金矿国家矿山公园/ })).toBeTruthy();
    expect(screen.getByText(/示意图$/)).toBeTruthy();
  });

  it('says when there are no photos', async () => {
    vi.spyOn(search, 'search').mockResolvedValue(page([]));
    renderPage(<AlbumPage />, '/pages/custom/suichang/album');
    expect(await screen.findByText('遂昌还没有照片')).toBeTruthy();
  });
});
