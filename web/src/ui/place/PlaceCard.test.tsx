// A list card shows the same part of its cover as the detail: the operator's crop comes with
// the card (`crop` beside `cover`) and is drawn with the detail's CSS crop; a square
// thumbnail (a line's) shows the middle of that part, never stretched; without a crop, the
// centre as before.
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LineCard } from '../../api/lines';
import { LineRow } from '../../pages/line/LineRow';
import { card } from '../../test/placeFixtures';
import { cropStyle } from './crop';
import { PlaceCard } from './PlaceCard';

afterEach(cleanup);

const PHOTO = '/ver3/api/v3/media/3f2c1a9e-5b7d-4e1f-9a2b-0c4d6e8f1a2b';
const CROP = { x: 0.5, y: 0, w: 0.5, h: 1 };
const show = (el: React.ReactElement) => render(<MemoryRouter>{el}</MemoryRouter>).container;

describe('a list card’s cover crop', () => {
  it('draws the place card’s cover with the detail’s crop', () => {
    const img = show(<PlaceCard place={card({ cover: PHOTO, crop: CROP })} />).querySelector('img')!;
    expect(img.closest('.yz-cover--crop')?.className).toContain('yz-place__cover');
    const want = cropStyle(CROP);
    expect([img.style.width, img.style.height, img.style.left, img.style.top]).toEqual([want.width, want.height, want.left, want.top]);
    // The photo keeps its sizes, so the card still fetches a small one.
    expect(img.getAttribute('srcset')).toContain(`${PHOTO}/w/320 320w`);
  });

  it('shows the centre without a crop', () => {
    const img = show(<PlaceCard place={card({ cover: PHOTO })} />).querySelector('img')!;
    expect(img.closest('.yz-cover--crop')).toBeNull();
    expect(img.style.width).toBe('');
  });

  it('gives a square thumbnail the middle of the same part', () => {
    const line = { id: 'line-hz-classic-1d', page: 'pages/line/lineDetail', name: '杭州经典一日', name_en: '', theme: 'classic', theme_name: '经典', days: 1, city_ids: [1201], city_names: ['杭州市'], stop_count: 3, stop_names: [], summary: '', cover: PHOTO, crop: CROP } as LineCard;
    const img = show(<LineRow line={line} />).querySelector('img')!;
    // The right half of a 3200×1000 photo: the square is its middle 1000 px (x 0.5937, w 0.3125).
    expect(img.style.width).toBe('320%');
    expect(img.style.height).toBe('100%');
    expect(img.style.left).toBe('-189.984%');
  });
});
