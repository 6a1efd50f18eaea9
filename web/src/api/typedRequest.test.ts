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

  it('reads the rank list as its result, with its query typed from the document', async () => {
    const request = vi.fn(async () => ({ lists: [], cities: [], kinds: [] })) as unknown as Request;
    const api = typedRequest(request);
    const res = await api.get('/v3/homepage/rankList', { cityId: 1201, kind: 'food' });
    // @ts-expect-error the kinds are the document's vocabulary
    await api.get('/v3/homepage/rankList', { kind: 'museum' });
    if (res) expect(res.lists).toEqual([]);
    expect(request).toHaveBeenNthCalledWith(1, '/v3/homepage/rankList', { params: { cityId: 1201, kind: 'food' } });
  });

  it('sends a form body as form fields, an operation without a body with none, and keeps the options', async () => {
    const request = vi.fn(async () => ({ appId: 'a', nonceStr: 'n', signature: 's', timestamp: 1 })) as unknown as Request;
    const api = typedRequest(request);
    await api.post('/wxShare', { url: '/ver3/' }, { form: true, loading: false });
    // The refresh takes no body; its `Authorization` is the request layer's (from the login record).
    await api.post('/ver3/api/api-auth/v1/token/refresh', undefined, { loading: false, quiet: true });
    expect(request).toHaveBeenNthCalledWith(1, '/wxShare', { form: true, loading: false, method: 'POST', data: { url: '/ver3/' } });
    expect(request).toHaveBeenNthCalledWith(2, '/ver3/api/api-auth/v1/token/refresh', {
      loading: false,
      quiet: true,
      method: 'POST',
      data: undefined,
    });
  });

  it('sends bodies as the document says: form fields where it names a form, JSON elsewhere', () => {
    const api = typedRequest((async () => false) as unknown as Request);
    // @ts-expect-error /wxShare takes form fields: the call must say `form: true`
    void api.post('/wxShare', { url: '/ver3/' });
    // @ts-expect-error /wxShare's field is `url`
    void api.post('/wxShare', { href: '/ver3/' }, { form: true });
    // @ts-expect-error the page-view record is JSON, never form fields
    void api.post('/brand-api/common/v1/page-views/add', { page_url: '/ver3/' }, { form: true });
    // @ts-expect-error the refresh takes no body
    void api.post('/ver3/api/api-auth/v1/token/refresh', { token: 'x' });
    // @ts-expect-error `form` is no option of a GET
    void api.get('/ver3/api/v3/geo/ip', {}, { form: true });
    const typed = async () => {
      const sig = await api.post('/wxShare', { url: '/ver3/' }, { form: true });
      const token = await api.post('/ver3/api/api-auth/v1/token/refresh', undefined);
      const base64 = await api.get('/ver3/api/v3/file/base64', { url: 'https://i.cn/a.jpg' });
      const address = await api.get('/ver3/api/wechat/v1/authorization', {});
      // The answers are the document's: a signature, a token record, an image, an address.
      return [
        sig && (sig.signature satisfies string),
        token && (token.ID_token satisfies string),
        base64 && (base64.base64 satisfies string),
        address satisfies string | false,
      ];
    };
    expect(typeof typed).toBe('function');
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
    // @ts-expect-error `find` says which codes mean "not there"
    void api.find('/ver3/api/poi/v1/details', { id: 'x' });
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
  it('fills the path parameters, each encoded once, and sends every method of the document', async () => {
    const request = vi.fn(async () => ({})) as unknown as Request;
    const api = typedRequest(request);
    await api.find('/ver3/api/v3/campaigns/{id}', {}, { absent: [40400], path: { id: 'spring 2026/a' } });
    await api.put('/ver3/api/v3/prizes/{id}/address', { name: '王', mobile: '13800000000', address: '杭州市西湖区一号' }, { path: { id: 7 } });
    await api.delete('/ver3/api/v3/camping/events/{id}/signup', undefined, { path: { id: 'e1' }, loading: false });
    await api.delete('/ver3/api/v3/me', { confirm: 'DELETE' });
    expect(request).toHaveBeenNthCalledWith(1, '/ver3/api/v3/campaigns/spring%202026%2Fa', { absent: [40400], params: {} });
    expect(request).toHaveBeenNthCalledWith(2, '/ver3/api/v3/prizes/7/address', {
      method: 'PUT',
      data: { name: '王', mobile: '13800000000', address: '杭州市西湖区一号' },
    });
    expect(request).toHaveBeenNthCalledWith(3, '/ver3/api/v3/camping/events/e1/signup', { loading: false, method: 'DELETE', data: undefined });
    expect(request).toHaveBeenNthCalledWith(4, '/ver3/api/v3/me', { method: 'DELETE', data: { confirm: 'DELETE' } });
  });

  it('refuses, at compile time, a path without its parameters or a method the path does not answer', () => {
    const api = typedRequest((async () => false) as unknown as Request);
    // @ts-expect-error `/campaigns/{id}` needs its id
    void api.get('/ver3/api/v3/campaigns/{id}', {});
    // @ts-expect-error the parameter is `id`, not `campaignId`
    void api.get('/ver3/api/v3/campaigns/{id}', {}, { path: { campaignId: 'x' } });
    // @ts-expect-error a path without parameters takes none
    void api.get('/ver3/api/v3/campaigns', {}, { path: { id: 'x' } });
    // @ts-expect-error a prize's id is its number
    void api.put('/ver3/api/v3/prizes/{id}/address', { name: '王', mobile: '1', address: 'x' }, { path: { id: 'x' } });
    // @ts-expect-error the campaign is read, never deleted, by a visitor
    void api.delete('/ver3/api/v3/campaigns/{id}', undefined, { path: { id: 'x' } });
    // @ts-expect-error the account is deleted only with the confirmation word
    void api.delete('/ver3/api/v3/me', undefined);
    const typed = async () => {
      const detail = await api.find('/ver3/api/v3/campaigns/{id}', {}, { absent: [40400], path: { id: 'x' } });
      const cancelled = await api.delete('/ver3/api/v3/camping/events/{id}/signup', undefined, { path: { id: 'e1' } });
      // The answers are the document's: a campaign with its title, a cancelled sign-up.
      return [detail && (detail.title satisfies string), cancelled && cancelled];
    };
    expect(typeof typed).toBe('function');
  });
});
