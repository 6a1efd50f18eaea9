import { beforeEach, describe, expect, it } from 'vitest';
import { INTENT_KEY, INTENT_TTL_MS, intentPage, keepIntent, takeIntent } from './intent';

const NOW = 1_800_000_000_000;
const keep = (action: string, page: string, at = NOW, params: Record<string, unknown> = { id: 'x' }) =>
  keepIntent(sessionStorage, { action, params, page: intentPage(page), at });

beforeEach(() => sessionStorage.clear());

describe('intent kept through sign-in', () => {
  it('names a page by path and query, leaving out what signing in adds', () => {
    expect(intentPage('/pages/poi/detail/scenic?id=a&code=wx1&state=s')).toBe('/pages/poi/detail/scenic?id=a');
    expect(intentPage('https://h.example/pages/x?WECHATCODE=c')).toBe('/pages/x');
    expect(intentPage('/pages/x?id=a#top')).toBe('/pages/x?id=a');
  });

  it('is taken once, on its own page, for its own action', () => {
    keep('favourite', '/pages/x?id=a');
    expect(takeIntent(sessionStorage, 'favourite', '/pages/x?id=b', NOW)).toBeNull();
    expect(takeIntent(sessionStorage, 'vote', '/pages/x?id=a', NOW)).toBeNull();
    expect(takeIntent(sessionStorage, 'favourite', '/pages/x?id=a', NOW, (p) => p.id === 'y')).toBeNull();
    expect(takeIntent(sessionStorage, 'favourite', '/pages/x?id=a&code=c&state=s', NOW + 1000)).toEqual({ id: 'x' });
    expect(takeIntent(sessionStorage, 'favourite', '/pages/x?id=a', NOW + 1000)).toBeNull();
  });

  it('holds one at a time: a newer one replaces the older', () => {
    keep('favourite', '/pages/x?id=a');
    keep('vote', '/pages/y', NOW, { entry: 3 });
    expect(takeIntent(sessionStorage, 'favourite', '/pages/x?id=a', NOW)).toBeNull();
    expect(takeIntent(sessionStorage, 'vote', '/pages/y', NOW)).toEqual({ entry: 3 });
  });

  it('lasts 10 minutes, then is dropped', () => {
    keep('draw', '/pages/z');
    expect(takeIntent(sessionStorage, 'draw', '/pages/z', NOW + INTENT_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(INTENT_KEY)).toBeNull();
    keep('draw', '/pages/z');
    expect(takeIntent(sessionStorage, 'draw', '/pages/z', NOW + INTENT_TTL_MS)).toEqual({ id: 'x' });
  });

  it('drops what it cannot read, and survives a storage that refuses', () => {
    sessionStorage.setItem(INTENT_KEY, '{not json');
    expect(takeIntent(sessionStorage, 'draw', '/pages/z', NOW)).toBeNull();
    expect(sessionStorage.getItem(INTENT_KEY)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(keepIntent(refusing, { action: 'draw', params: {}, page: '/p', at: NOW })).toBe(false);
    expect(takeIntent(refusing, 'draw', '/p', NOW)).toBeNull();
  });
});
