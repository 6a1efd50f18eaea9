// Feedback a reviewer can trust: a form message goes once fixed, a rejected review says so
// (and why) to its author, and a place without reviews says 暂无评分, not a dash.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewPage } from '../../api/reviews';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import { reviews } from './reviewCalls';
import ReviewsPage from './ReviewsPage';
import WriteReviewPage from './WriteReviewPage';

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
  rejectionReason: null,
  createdAt: '2026-11-25T09:00:00+08:00',
  ...over,
});

const page = (list: Review[], count: number): ReviewPage => ({
  list,
  total: list.length,
  page: 1,
  size: 10,
  summary: { average: count ? 4 : 0, count, withPhotos: 0, stars: [0, 0, 0, count, 0] },
  target: { kind: 'place', id: 'scenic-hz-xihu', name: 'West Lake' },
});

describe('feedback on reviews', () => {
  it('请先打分 goes the moment the stars are chosen, and the next gap shows only when asked', async () => {
    signIn();
    vi.spyOn(reviews, 'list').mockResolvedValue(page([], 0));
    renderPage(<WriteReviewPage />, '/pages/newcate/comment?id=scenic-hz-xihu&kind=place');
    fireEvent.click(await screen.findByRole('button', { name: '发表点评' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先打分');
    fireEvent.click(screen.getByRole('radio', { name: '4星' }));
    expect(screen.queryByText('请先打分')).toBeNull();
    fireEvent.change(screen.getByLabelText('点评内容'), { target: { value: '湖边' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the author sees their rejected review marked 未通过审核 with the reason', async () => {
    signIn();
    vi.spyOn(reviews, 'summary').mockResolvedValue(page([], 0).summary);
    vi.spyOn(reviews, 'list').mockResolvedValue(
      page([review({ id: 4, mine: true, status: 'rejected', rejectionReason: '含广告信息', text: 'Mine' })], 0),
    );
    renderPage(<ReviewsPage />, '/pages/newcate/comments?id=scenic-hz-xihu');
    const card = (await screen.findByText('Mine')).closest('li')!;
    expect(card.textContent).toContain('未通过审核');
    expect(card.textContent).toContain('未通过原因：含广告信息');
    // No reviews published: the score says so instead of a dash.
    expect(screen.getByText('暂无评分')).toBeTruthy();
    expect(screen.queryByText('-')).toBeNull();
  });
});
