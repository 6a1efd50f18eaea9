import { describe, expect, it, vi } from 'vitest';
import { createReachBottom, watchReachBottom } from './reachBottom';

const at = (scrollTop: number) => ({ scrollTop, viewportHeight: 800, contentHeight: 2000 });

describe('reach-bottom helper', () => {
  it('fires once within 100 px of the bottom and re-arms after scrolling away', () => {
    const onReach = vi.fn();
    const check = createReachBottom(onReach);
    check(at(1099)); // 101 px left
    expect(onReach).not.toHaveBeenCalled();
    check(at(1100)); // 100 px left
    check(at(1150));
    check(at(1200));
    expect(onReach).toHaveBeenCalledTimes(1);
    check(at(900)); // away
    check(at(1120));
    expect(onReach).toHaveBeenCalledTimes(2);
  });

  it('takes the 20 px and 80 px load-more margins', () => {
    const near = vi.fn();
    const check = createReachBottom(near, 20);
    check(at(1170)); // 30 px left
    expect(near).not.toHaveBeenCalled();
    check(at(1180));
    expect(near).toHaveBeenCalledTimes(1);
    const far = vi.fn();
    createReachBottom(far, 80)(at(1120));
    expect(far).toHaveBeenCalledTimes(1);
  });

  it('watches window scroll until stopped', () => {
    const onReach = vi.fn();
    const stop = watchReachBottom(onReach);
    // jsdom has no layout: scrollHeight 0 means we are always at the bottom.
    window.dispatchEvent(new Event('scroll'));
    expect(onReach).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('scroll'));
    expect(onReach).toHaveBeenCalledTimes(1);
  });
});
