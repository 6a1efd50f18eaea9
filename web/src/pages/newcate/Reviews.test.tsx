import { Suspense } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewPage, ReviewSummary as Summary } from '../../api/reviews';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import { reviews } from './reviewCalls';
import { ReviewSummary } from '../../features/reviews';
import ReviewsPage from './ReviewsPage';
import WriteReviewPage, { charCount, missing } from './WriteReviewPage';

const signIn = () => vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const XSS = '<img src=x onerror="window.__pwned=1">';

const review = (over: Partial<Review> = {}): Review => ({
  id: 1,
  authorAvatar: '',
  targetKind: 'place',
  targetId: 'scenic-hz-xihu',
  rating: 5,
  text: 'Lovely lake',
  photos: [],
  authorName: 'Walker',
  mine: false,
  status: 'published',
  createdAt: '2026-11-25T09:00:00+08:00',
  ...over,
});

const summary = (over: Partial<Summary> = {}): Summary => ({ average: 4.5, count: 2, withPhotos: 1, stars: [0, 0, 0, 1, 1], ...over });

const page = (list: Review[], total = list.length): ReviewPage => ({
  list,
  total,
  page: 1,
  size: 10,
  summary: summary(),
  target: { kind: 'place', id: 'scenic-hz-xihu', name: 'West Lake' },
});

const URL_OF = '/pages/newcate/comments?id=scenic-hz-xihu';

describe('newcate/comments', () => {
  it('shows the summary, the reviews as text, the tabs and 审核中 on the own pending one', async () => {
    vi.spyOn(reviews, 'summary').mockResolvedValue(summary());
    const list = vi.spyOn(reviews, 'list').mockResolvedValue(
      page([review({ id: 2, text: XSS, authorName: '<b>bold</b>' }), review({ id: 3, mine: true, status: 'pending', text: 'Mine' })]),
    );
    renderPage(<ReviewsPage />, URL_OF);
    expect(await screen.findByText(XSS)).toBeTruthy();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(screen.getByText('2条点评')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'West Lake的点评' })).toBeTruthy();
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(screen.getByRole('link', { name: '写点评' }).getAttribute('href')).toBe('/pages/newcate/comment?id=scenic-hz-xihu&kind=place');
    expect(list).toHaveBeenCalledWith({ targetKind: 'place', targetId: 'scenic-hz-xihu', sort: 'newest', page: 1, size: 10 });
    fireEvent.click(screen.getByRole('tab', { name: /有图/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ targetKind: 'place', targetId: 'scenic-hz-xihu', sort: 'photos', page: 1, size: 10 }));
    fireEvent.click(screen.getByRole('tab', { name: '好评' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'best' })));
  });

  it("draws each author's picture beside their name, and the default head for one without", async () => {
    vi.spyOn(reviews, 'summary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'list').mockResolvedValue(
      page([review({ id: 4, authorName: '湖边散步', authorAvatar: '/ver3/media/t/face.webp' }), review({ id: 5, authorName: '游客a1b2' })]),
    );
    renderPage(<ReviewsPage />, URL_OF);
    const withPicture = (await screen.findByText('湖边散步')).closest('.rv-card')!;
    expect(withPicture.querySelector('img.yz-avatar')?.getAttribute('src')).toBe('/ver3/media/t/face.webp');
    expect(withPicture.querySelector('svg.yz-avatar--default')).toBeNull();
    const without = screen.getByText('游客a1b2').closest('.rv-card')!;
    expect(without.querySelector('img.yz-avatar')).toBeNull();
    expect(without.querySelector('svg.yz-avatar--default')).toBeTruthy();
  });

  it('says when each review was written as SPEC §9 reads times, never a bare date', async () => {
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    vi.spyOn(reviews, 'summary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'list').mockResolvedValue(
      page([
        review({ id: 4, text: 'just now', createdAt: ago(60_000) }),
        review({ id: 5, text: 'hours', createdAt: ago(3 * 3_600_000 + 60_000) }),
        review({ id: 6, text: 'days', createdAt: ago(5 * 86_400_000 + 60_000) }),
        review({ id: 7, text: 'years', createdAt: '2024-01-02T09:00:00+08:00' }),
      ]),
    );
    renderPage(<ReviewsPage />, URL_OF);
    await screen.findByText('just now');
    const times = [...document.querySelectorAll('time')].map((el) => el.textContent);
    expect(times).toEqual(['刚刚', '3小时前', '5天前', expect.stringMatching(/^\d+年前$/)]);
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The exact time stays machine-readable.
    expect(document.querySelectorAll('time')[3].getAttribute('dateTime')).toBe('2024-01-02T01:00:00.000Z');
  });

  it('deletes the own review after a second tap and reports another once signed in', async () => {
    signIn();
    vi.spyOn(reviews, 'summary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'list').mockResolvedValue(page([review({ id: 7, mine: true, text: 'Mine' }), review({ id: 8, text: 'Theirs' })]));
    const remove = vi.spyOn(reviews, 'remove').mockResolvedValue({ id: 7, deleted: true });
    const report = vi.spyOn(reviews, 'report').mockResolvedValue({ id: 8, reported: true });
    renderPage(<ReviewsPage />, URL_OF);
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    const confirm = screen.getByRole('group', { name: '删除这条点评？删除后不能恢复' });
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7));

    fireEvent.click(screen.getByRole('button', { name: '举报' }));
    fireEvent.click(await screen.findByRole('button', { name: '广告或引流' }));
    await waitFor(() => expect(report).toHaveBeenCalledWith(8, 'spam'));
  });

  it('without a token, 举报 leads to sign-in', async () => {
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    vi.spyOn(reviews, 'summary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'list').mockResolvedValue(page([review()]));
    const report = vi.spyOn(reviews, 'report');
    renderPage(<ReviewsPage />, URL_OF);
    fireEvent.click(await screen.findByRole('button', { name: '举报' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(report).not.toHaveBeenCalled();
  });

  it('says so when there are none, when the id is unknown, and retries a failed load', async () => {
    vi.spyOn(reviews, 'summary').mockResolvedValueOnce(false).mockResolvedValue(summary({ average: 0, count: 0, withPhotos: 0, stars: [0, 0, 0, 0, 0] }));
    vi.spyOn(reviews, 'list').mockResolvedValue(page([]));
    renderPage(<ReviewsPage />, URL_OF);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有点评，来写第一条吧')).toBeTruthy();
    cleanup();

    vi.spyOn(reviews, 'summary').mockResolvedValue(null);
    renderPage(<ReviewsPage />, '/pages/newcate/comments?id=nowhere');
    expect(await screen.findByText('没有找到这个地方或菜品')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    cleanup();
    renderPage(<ReviewsPage />, '/pages/newcate/comments');
    expect(await screen.findByText('没有找到这个地方或菜品')).toBeTruthy();
  });
});

describe('newcate/comment', () => {
  it('without a token lets the visitor write, then keeps the draft and goes to sign in, writing nothing yet', async () => {
    vi.spyOn(reviews, 'list').mockResolvedValue(page([]));
    const write = vi.spyOn(reviews, 'write');
    const login = vi.spyOn(auth, 'redirectLogin').mockResolvedValue(true);
    renderPage(<WriteReviewPage />, '/pages/newcate/comment?id=scenic-hz-xihu');
    fireEvent.click(await screen.findByRole('button', { name: '登录后发表' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先打分');
    expect(login).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: '4星' }));
    fireEvent.change(screen.getByLabelText('点评内容'), { target: { value: '湖边很美' } });
    fireEvent.click(screen.getByRole('button', { name: '登录后发表' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('youzhe.intent') ?? 'null')).toMatchObject({
      action: 'review',
      page: '/pages/newcate/comment?id=scenic-hz-xihu',
      params: { rating: 4, text: '湖边很美' },
    });
    expect(write).not.toHaveBeenCalled();
  });

  it('needs stars and text, counts characters live, sends and goes back to the list', async () => {
    signIn();
    vi.spyOn(reviews, 'list').mockResolvedValue(page([]));
    const write = vi.spyOn(reviews, 'write').mockResolvedValue(review({ id: 9, status: 'pending', mine: true }));
    const router = renderPage(<WriteReviewPage />, '/pages/newcate/comment?id=scenic-hz-xihu&kind=place');
    expect(await screen.findByRole('heading', { level: 2, name: '点评West Lake' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发表点评' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先打分');
    fireEvent.click(screen.getByRole('radio', { name: '4星' }));
    expect(screen.getByRole('radio', { name: '4星' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('推荐')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发表点评' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请写下点评内容');
    fireEvent.change(screen.getByLabelText('点评内容'), { target: { value: ' 湖边😀 ' } });
    expect(screen.getByText('5/1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发表点评' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/newcate/comments'));
    expect(router.state.location.search).toBe('?id=scenic-hz-xihu&kind=place');
    expect(write.mock.calls[0]?.[0]).toEqual({ targetKind: 'place', targetId: 'scenic-hz-xihu', rating: 4, text: '湖边😀', mediaIds: [] });
  });

  it('shows what the server refused and stays', async () => {
    signIn();
    vi.spyOn(reviews, 'list').mockResolvedValue(page([]));
    vi.spyOn(reviews, 'write').mockImplementation(async (_b, refused) => {
      refused('照片 m1 不存在或不是你上传的');
      return false;
    });
    renderPage(<WriteReviewPage />, '/pages/newcate/comment?id=scenic-hz-xihu');
    fireEvent.click(await screen.findByRole('radio', { name: '5星' }));
    fireEvent.change(screen.getByLabelText('点评内容'), { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: '发表点评' }));
    expect((await screen.findByRole('alert')).textContent).toBe('照片 m1 不存在或不是你上传的');
    expect(screen.getByRole('button', { name: '发表点评' })).toBeTruthy();
  });

  it('counts characters as the server does', () => {
    expect(charCount('😀a')).toBe(2);
    expect(missing(0, 'x')).toBe('reviews.write.needStars');
    expect(missing(3, '  ')).toBe('reviews.write.needText');
    expect(missing(3, 'x'.repeat(1001))).toBe('reviews.write.tooLong');
    expect(missing(3, 'x')).toBeNull();
  });
});

describe('ReviewSummary', () => {
  it('shows the average and count with links to all and to write', async () => {
    vi.spyOn(reviews, 'summary').mockResolvedValue(summary({ average: 4.2, count: 12 }));
    renderPage(
      <Suspense fallback={null}>
        <ReviewSummary kind="dish" id="dish-1" />
      </Suspense>,
      '/pages/newcate/newdetail?id=dish-1',
    );
    expect(await screen.findByText('4.2')).toBeTruthy();
    expect(screen.getByText('12条点评')).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部点评' }).getAttribute('href')).toBe('/pages/newcate/comments?id=dish-1&kind=dish');
    expect(screen.getByRole('link', { name: '写点评' }).getAttribute('href')).toBe('/pages/newcate/comment?id=dish-1&kind=dish');
  });
});
