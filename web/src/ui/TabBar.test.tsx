import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../test/renderPage';
import { TabBar } from './TabBar';
import { hasTabBar } from './tabs';

afterEach(cleanup);

describe('TabBar', () => {
  it('belongs on the four top-level pages only', () => {
    for (const p of ['/', '/pages/hotel/index', '/pages/topic/index', '/pages/actives/index', '/pages/mine/index']) expect(hasTabBar(p), p).toBe(true);
    for (const p of ['/pages/hotel/search', '/pages/mine/list', '/pages/topic/detail', '/pages/found/index']) expect(hasTabBar(p), p).toBe(false);
  });

  it('links the four tabs in order and marks the current one', () => {
    renderPage(<TabBar pathname="/pages/actives/index" />, '/pages/actives/index');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['首页', '/'],
      ['发现', '/pages/topic/index'],
      ['活动', '/pages/actives/index'],
      ['我的', '/pages/mine/index'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, null, 'page', null]);
  });
});
