import { describe, expect, it } from 'vitest';
import { preloadImage } from './preloadImage';

describe('preloadImage', () => {
  it('asks for an image once, early and with high priority', () => {
    preloadImage('/ver3/api/v3/media/a/w/640');
    preloadImage('/ver3/api/v3/media/a/w/640');
    preloadImage('/ver3/api/v3/media/b/w/640');
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/ver3/api/v3/media/a/w/640', '/ver3/api/v3/media/b/w/640']);
    expect(links.every((l) => l.getAttribute('fetchpriority') === 'high')).toBe(true);
  });
});
