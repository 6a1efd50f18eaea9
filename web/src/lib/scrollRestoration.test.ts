import { beforeEach, describe, expect, it } from 'vitest';
import { saveScrollMarker, takeScrollMarker } from './scrollRestoration';

describe('scroll restoration marker', () => {
  beforeEach(() => sessionStorage.clear());

  it('saves position, origin, target and data, restoring once for the origin page', () => {
    saveScrollMarker({ position: 1234, from: '/pages/cate/index?c=1', to: '/pages/cate/detail?id=9', data: { page: 3 } });
    expect(takeScrollMarker('/pages/hotel/index')).toBeNull();
    expect(takeScrollMarker('/pages/cate/index?c=1')).toEqual({
      position: 1234,
      from: '/pages/cate/index?c=1',
      to: '/pages/cate/detail?id=9',
      data: { page: 3 },
    });
    expect(takeScrollMarker('/pages/cate/index?c=1')).toBeNull();
  });

  it('drops a corrupt marker', () => {
    sessionStorage.setItem('youzhe.scrollMarker', '{oops');
    expect(takeScrollMarker('/x')).toBeNull();
    expect(sessionStorage.getItem('youzhe.scrollMarker')).toBeNull();
  });
});
