// The top picture of a dish or line page: the operator's photo (fetched first, with its sizes,
// its box reserved, its crop) and no 示意图; without a photo, a dish shows its drawing named
// as a 示意图 and a line shows none.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dishDetail } from '../../test/foodFixtures';
import { lineDetail } from '../../pages/line/fixtures';
import { DetailCover } from './DetailCover';

afterEach(cleanup);

const PHOTO = '/ver3/api/v3/media/3f2c1a9e-5b7d-4e1f-9a2b-0c4d6e8f1a2b';
const photo = { url: PHOTO, width: 1600, height: 1200, caption: '一碗刚出锅的西湖醋鱼', credit: '', illustrative: false };

describe('a record’s cover', () => {
  it('a dish with a photo shows it first, with its sizes and no 示意图', () => {
    const dish = dishDetail({ cover: PHOTO, photos: [photo] });
    const { container } = render(<DetailCover photos={dish.photos} drawn={dish.cover} name={dish.name} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toContain(PHOTO);
    expect(img.getAttribute('alt')).toBe('一碗刚出锅的西湖醋鱼');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('srcset')).toContain('/w/640 640w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(container.textContent).not.toContain('示意图');
    expect(container.innerHTML).not.toContain('示意图');
    expect(container.innerHTML).not.toContain('/media/cover/');
  });

  it('a dish without a photo shows its drawing, named a 示意图', () => {
    const dish = dishDetail();
    const { container } = render(<DetailCover photos={dish.photos} drawn={dish.cover} name={dish.name} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toContain('/media/cover/dish-330106-xihu-cuyu');
    expect(img.getAttribute('alt')).toContain('示意图');
    expect(img.getAttribute('srcset')).toBeNull();
  });

  it('shows the operator’s crop of the cover in a box of the cover’s shape', () => {
    const crop = { x: 0.2, y: 0.1, w: 0.6, h: 0.6 };
    const line = lineDetail({ cover: PHOTO, photos: [{ ...photo, crop }] });
    const { container } = render(<DetailCover photos={line.photos} name={line.name} />);
    const box = container.querySelector('.yz-cover--crop') as HTMLElement;
    expect(box).toBeTruthy();
    const img = box.querySelector('img')!;
    // The photo is drawn 1/0.6 of the box wide, moved by a third of the box to the left.
    expect(img.style.width).toBe('166.6667%');
    expect(img.style.left).toBe('-33.3333%');
    expect(img.style.top).toBe('-16.6667%');
    expect(img.getAttribute('sizes')).toBe('calc(100vw / 0.6)');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('a line without a photo shows no picture (there is no drawing of a line)', () => {
    const { container } = render(<DetailCover photos={lineDetail().photos} name="Lake Day" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
