// A place's picture: uploaded photos come with their sizes (srcset) and how wide they are
// drawn (sizes); only the first screen's largest image loads early; every image reserves its
// box; a drawing is named as one, a photo by its alt text.
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaceHero } from '../../pages/poi/PlaceHero';
import { PhotoStrip } from '../../pages/poi/PhotoStrip';
import { detail } from '../../test/placeFixtures';
import { Cover, photoSrcSet } from './Cover';

afterEach(cleanup);

const ID = '3f2c1a9e-5b7d-4e1f-9a2b-0c4d6e8f1a2b';
const PHOTO = `/ver3/api/v3/media/${ID}`;

describe('a place picture', () => {
  it('offers an uploaded photo at its three widths, and nothing for drawings or other sites', () => {
    expect(photoSrcSet(PHOTO)).toMatch(new RegExp(`${PHOTO}/w/320 320w, .*${PHOTO}/w/640 640w, .*${PHOTO}/w/1280 1280w$`));
    // Knowing the photo's width: only the narrower sizes, then the photo itself (never enlarged).
    expect(photoSrcSet(PHOTO, 900)).toMatch(new RegExp(`${PHOTO}/w/320 320w, .*${PHOTO}/w/640 640w, .*${PHOTO} 900w$`));
    expect(photoSrcSet('/ver3/api/v3/media/cover/scenic-hz-xihu?n=1')).toBeUndefined();
    expect(photoSrcSet('https://img.example/a.jpg')).toBeUndefined();
  });

  it('loads lazily with its box reserved, and says how wide it is drawn', () => {
    const { container } = render(<Cover src={PHOTO} name="西湖" alt="断桥残雪" width={1600} height={1000} sizes="160px" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
    expect(img.getAttribute('sizes')).toBe('160px');
    expect(img.getAttribute('srcset')).toContain('/w/640 640w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(img.getAttribute('alt')).toBe('断桥残雪');
  });

  it('a drawing has no srcset and is named a 示意图', () => {
    const { container } = render(<Cover src="/ver3/api/v3/media/cover/scenic-hz-xihu" name="西湖" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
    expect(img.getAttribute('alt')).toContain('示意图');
  });

  it('a detail page fetches its cover early and the photos below lazily, with no 示意图 when photographed', () => {
    const place = detail({
      photos: [
        { url: PHOTO, width: 1600, height: 1000, caption: '断桥残雪', credit: '', illustrative: false },
        { url: `/ver3/api/v3/media/${ID.replace('3f', '4e')}`, width: 900, height: 600, caption: '苏堤', credit: '游客 小王 摄', illustrative: false },
      ],
    });
    const { container } = render(
      <MemoryRouter>
        <PlaceHero place={place} />
        <PhotoStrip place={place} />
      </MemoryRouter>,
    );
    const imgs = [...container.querySelectorAll('img')];
    const hero = imgs[0];
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('srcset')).toContain(`${PHOTO}/w/1280 1280w`);
    expect(hero.getAttribute('srcset')).toContain(`${PHOTO} 1600w`);
    expect(hero.getAttribute('width')).toBe('1600');
    expect(imgs.slice(1).every((i) => i.getAttribute('loading') === 'lazy' && i.getAttribute('srcset'))).toBe(true);
    expect(container.textContent).not.toContain('示意图');
  });
});
