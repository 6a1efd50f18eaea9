// A review written signed out is sent on coming back signed in, its draft intact (ui/intent.ts).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { Review, ReviewPage } from '../../api/reviews';
import { auth } from '../../services';
import { toastFeedback } from '../../ui/feedback';
import { intentCases } from '../../test/intentCases';
import { renderPage } from '../../test/renderPage';
import { reviews } from './reviewCalls';
import WriteReviewPage from './WriteReviewPage';

const URL = '/pages/newcate/comment?id=scenic-hz-xihu&kind=place';
const token = { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() };
const named: ReviewPage = {
  list: [],
  total: 0,
  page: 1,
  size: 1,
  summary: { average: 0, count: 0, withPhotos: 0, stars: [0, 0, 0, 0, 0] },
  target: { kind: 'place', id: 'scenic-hz-xihu', name: 'West Lake' },
};
const written = { id: 9, targetKind: 'place', targetId: 'scenic-hz-xihu', rating: 4, text: '湖边很美', photos: [], authorName: 'Walker', authorAvatar: '', mine: true, status: 'published', createdAt: '2026-11-25T09:00:00+08:00' } as Review;

let write: ReturnType<typeof vi.fn>;
let toast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(reviews, 'list').mockResolvedValue(named);
  write = vi.fn(async () => written);
  vi.spyOn(reviews, 'write').mockImplementation(write as never);
  toast = vi.spyOn(toastFeedback, 'toast').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a review kept through sign-in', () => {
  intentCases(() => ({
    action: 'review',
    params: { rating: 4, text: '湖边很美 ' },
    page: URL,
    mount: async () => {
      vi.spyOn(auth, 'token').mockReturnValue(token);
      renderPage(<WriteReviewPage />, URL);
      // Sent, the page goes on to the reviews list; a visit with nothing kept stays on the form.
      await Promise.race([screen.findByRole('heading', { level: 2, name: '点评West Lake' }), screen.findByLabelText('at')]);
    },
    made: () => write.mock.calls.length,
    told: async () => {
      expect(write.mock.calls[0]?.[0]).toEqual({ targetKind: 'place', targetId: 'scenic-hz-xihu', rating: 4, text: '湖边很美', mediaIds: [] });
      expect(toast).toHaveBeenCalledWith('点评已发表');
      expect((await screen.findByLabelText('at')).textContent).toBe('/pages/newcate/comments?id=scenic-hz-xihu&kind=place');
    },
  }));
});
