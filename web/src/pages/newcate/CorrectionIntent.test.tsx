// A correction written signed out is sent on coming back signed in, its draft intact (ui/intent.ts).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { PlaceDetail } from '../../api/places';
import { auth, places } from '../../services';
import { intentCases } from '../../test/intentCases';
import { renderPage } from '../../test/renderPage';
import CorrectionPage from './CorrectionPage';
import { corrections } from './correctionCalls';

const URL = '/pages/newcate/error?kind=place&id=scenic-hz-xihu';
const token = { ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() };
const place = { id: 'scenic-hz-xihu', name: 'West Lake', city_id: 1201, location: { lat: 30.25, lng: 120.15 } } as unknown as PlaceDetail;

let send: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(places, 'boundaries').mockResolvedValue(false);
  vi.spyOn(places, 'details').mockResolvedValue(place);
  vi.spyOn(corrections, 'mine').mockResolvedValue({ list: [], total: 0, page: 1, size: 20 });
  send = vi.fn(async () => ({ id: 7, status: 'received' }));
  vi.spyOn(corrections, 'send').mockImplementation(send as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a correction kept through sign-in', () => {
  intentCases(() => ({
    action: 'correction',
    params: { kind: 'phone', phone: '0571-87654321', text: '电话换了', pin: null },
    page: URL,
    mount: async () => {
      vi.spyOn(auth, 'token').mockReturnValue(token);
      renderPage(<CorrectionPage />, URL);
      await screen.findByRole('heading', { level: 2, name: '纠错：West Lake' });
    },
    made: () => send.mock.calls.length,
    told: async () => {
      expect(send.mock.calls[0]?.[0]).toEqual({ targetKind: 'place', targetId: 'scenic-hz-xihu', kind: 'phone', phone: '0571-87654321', text: '电话换了', mediaIds: [] });
      expect(await screen.findByText(/已收到，谢谢/)).toBeTruthy();
    },
  }));
});
