import { describe, expect, it } from 'vitest';
import { searchItemRoute } from '../../api/search';

describe('search result links', () => {
  it('opens each kind of result on its own page', () => {
    expect(searchItemRoute({ id: 'scenic-hz-xihu', type: 'place', kind: 'scenic' })).toBe('/pages/poi/detail/scenic?id=scenic-hz-xihu');
    expect(searchItemRoute({ id: 'h1', type: 'place', kind: 'homestay' })).toBe('/pages/hotel/detail?id=h1');
    expect(searchItemRoute({ id: 'r1', type: 'place', kind: 'restaurant' })).toBe('/pages/cate/detail?id=r1');
    expect(searchItemRoute({ id: 'd 1', type: 'dish', kind: 'dish' })).toBe('/pages/newcate/newdetail?id=d%201');
    expect(searchItemRoute({ id: 'p', type: 'person', kind: 'person' })).toBe('/pages/famous/peopledetail?id=p');
  });
});
