import { describe, expect, it, vi } from 'vitest';
import type { Request } from './request';
import type { paths } from './schema';
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
    // The position travels as `lat` and `lng`, not as the document's object.
    void api.get('/ver3/api/poi/v1/guessYouLike', { lat: 30.2, lng: 120.1 });
    // @ts-expect-error `latitude` is not a parameter of the list
    void api.get('/ver3/api/poi/v1/guessYouLike', { latitude: 30.2 });
    // @ts-expect-error not a path of the server
    void api.get('/ver3/api/v3/nowhere', {});
    // @ts-expect-error the places list is read with GET, not POST
    void api.post('/ver3/api/v3/places', {});
    // @ts-expect-error the places list never answers 40400: "not there" must be a code the operation declares
    void api.find('/ver3/api/v3/places', {}, { absent: [40400] });
    void api.find('/ver3/api/poi/v1/details', { id: 'x' }, { absent: [40400] });
    const typed = async () => {
      const page = await api.get('/ver3/api/v3/places', {});
      // The answer is the document's: a page of place cards.
      if (page) return page.list[0]?.city_id satisfies number | undefined;
    };
    expect(typeof typed).toBe('function');
  });

  it('reads the success envelope apart from the error envelope by its code', () => {
    type Answer = paths['/ver3/api/poi/v1/details']['get']['responses'][200]['content']['application/json'];
    const narrow = (a: Answer) => (a.code === 0 ? a.data.name : a.code);
    const ok = narrow({ code: 0, msg: 'ok', data: { name: '西湖' } as never, extend: { code: 2000 } });
    const missing = narrow({ code: 40400, msg: '地点不存在', data: null, extend: { code: 2000 } });
    expect([ok, missing]).toEqual(['西湖', 40400]);
    // @ts-expect-error an error envelope has no place in `data`
    const wrong = (a: Answer) => a.code !== 0 && a.data?.name;
    expect(typeof wrong).toBe('function');
  });
});
