import { describe, expect, it, vi } from 'vitest';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

describe('typed requests', () => {
  it('sends the query and the body through the request layer', async () => {
    const request = vi.fn(async () => ({ list: [], total: 0, page: 1, size: 20 })) as unknown as Request;
    const api = typedRequest(request);
    await api.get('/ver3/api/v3/places', { kind: 'hotel', cityId: 1201 }, { loading: false });
    await api.post('/ver3/api/v3/http/goodInfos', { keyword: 'tea' });
    expect(request).toHaveBeenNthCalledWith(1, '/ver3/api/v3/places', { loading: false, params: { kind: 'hotel', cityId: 1201 } });
    expect(request).toHaveBeenNthCalledWith(2, '/ver3/api/v3/http/goodInfos', { method: 'POST', data: { keyword: 'tea' } });
  });

  it('refuses, at compile time, what the server’s document does not name', () => {
    const api = typedRequest((async () => false) as unknown as Request);
    // @ts-expect-error the places list takes `cityId`, not `city_id`
    void api.get('/ver3/api/v3/places', { city_id: 1201 });
    // @ts-expect-error the search takes `city_id`, not `cityId`
    void api.get('/ver3/api/v3/http/search', { keyword: 'x', cityId: 1201 });
    // @ts-expect-error not a path of the server
    void api.get('/ver3/api/v3/nowhere', {});
    // @ts-expect-error the places list is read with GET, not POST
    void api.post('/ver3/api/v3/places', {});
    const typed = async () => {
      const page = await api.get('/ver3/api/v3/places', {});
      // The answer is the document's: a page of place cards.
      if (page) return page.list[0]?.city_id satisfies number | undefined;
    };
    expect(typeof typed).toBe('function');
  });
});
