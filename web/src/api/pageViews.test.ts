import { describe, expect, it, vi } from 'vitest';
import { pageView, recordPageView } from './pageViews';
import type { Request } from './request';

const jwt = `h.${btoa(JSON.stringify({ uid: 77 }))}.s`;

describe('page views', () => {
  it('builds visitor_cookie from the uid claim, source from PV_FROM_CODE, share_code from user_id', () => {
    expect(pageView('/ver3/pages/cate/index?x=1', jwt, { PV_FROM_CODE: 'pv', user_id: 'u1' })).toEqual({
      visitor_cookie: '77',
      source: 'pv',
      share_code: 'u1',
      page_url: '/ver3/pages/cate/index?x=1',
    });
    expect(pageView('/ver3/', null, {})).toEqual({ visitor_cookie: '', source: '', share_code: '', page_url: '/ver3/' });
  });

  it('posts to the brand page-views endpoint without mask or toast', async () => {
    const request = vi.fn(async () => null);
    await recordPageView(request as unknown as Request, pageView('/ver3/', jwt, {}));
    expect(request).toHaveBeenCalledWith('/brand-api/common/v1/page-views/add', {
      method: 'POST',
      data: { visitor_cookie: '77', source: '', share_code: '', page_url: '/ver3/' },
      loading: false,
      quiet: true,
    });
  });
});
