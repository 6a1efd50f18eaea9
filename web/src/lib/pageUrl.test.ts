import { describe, expect, it } from 'vitest';
import { pageOf, pageUrl } from './pageUrl';

describe('page addresses', () => {
  it('builds a route with its parameters, in order, encoded', () => {
    expect(pageUrl('pages/hotel/detail', { id: 'a b' })).toBe('/pages/hotel/detail?id=a%20b');
    expect(pageUrl('pages/cate/theme', { theme: '老字号', cityId: 1201 })).toBe('/pages/cate/theme?theme=%E8%80%81%E5%AD%97%E5%8F%B7&cityId=1201');
    expect(pageUrl('pages/tour/map', { point: '30.2435,120.182' })).toBe('/pages/tour/map?point=30.2435%2C120.182');
  });

  it('leaves out empty parameters, and takes none where the page reads none', () => {
    expect(pageUrl('pages/hotel/search', { cityId: null })).toBe('/pages/hotel/search');
    expect(pageUrl('pages/hotel/search')).toBe('/pages/hotel/search');
    expect(pageUrl('pages/newcate/food', { cityId: 1201, countyCode: undefined })).toBe('/pages/newcate/food?cityId=1201');
    expect(pageUrl('pages/cate/index')).toBe('/pages/cate/index');
  });

  it('refuses, at compile time, a page without its parameters or with unknown ones', () => {
    // @ts-expect-error a detail page needs its id
    pageUrl('pages/hotel/detail');
    // @ts-expect-error the theme page reads `theme`, not `name`
    pageUrl('pages/hotel/theme', { name: 'x' });
    // @ts-expect-error not a route of the table
    pageUrl('pages/nowhere');
  });

  it('opens a listed record on the page its payload names', () => {
    expect(pageOf({ id: 'scenic-hz-xihu', page: 'pages/poi/detail/scenic' })).toBe('/pages/poi/detail/scenic?id=scenic-hz-xihu');
    expect(pageOf({ id: 'h1', page: 'pages/hotel/detail' })).toBe('/pages/hotel/detail?id=h1');
    expect(pageOf({ id: 'r1', page: 'pages/cate/detail' })).toBe('/pages/cate/detail?id=r1');
    expect(pageOf({ id: 'd 1', page: 'pages/newcate/newdetail' })).toBe('/pages/newcate/newdetail?id=d%201');
    expect(pageOf({ id: 'p', page: 'pages/famous/peopledetail' })).toBe('/pages/famous/peopledetail?id=p');
  });
});
