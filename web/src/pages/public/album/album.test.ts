import { describe, expect, it } from 'vitest';
import { albumFromStore, albumOfPlace, startIndex } from './album';

describe('album source', () => {
  it('keeps the requested index inside the album', () => {
    expect(startIndex('2', 4)).toBe(2);
    expect(startIndex('9', 4)).toBe(3);
    expect(startIndex('-1', 4)).toBe(0);
    expect(startIndex('x', 4)).toBe(0);
    expect(startIndex(undefined, 0)).toBe(0);
  });

  it('a place without photos still shows its illustrative cover', () => {
    const a = albumOfPlace({ name: 'West Lake', cover: '/c/1', photos: [] }, null);
    expect(a.photos).toEqual([{ url: '/c/1', caption: '', width: 0, height: 0, illustrative: true, credit: '' }]);
  });

  it('reads what other pages left in currentAlbum, in the shapes they use', () => {
    expect(albumFromStore({ title: 'Trip', photos: [{ url: '/a', caption: 'A', credit: '游客 小王 摄' }, { src: '/b' }], index: 1 })).toEqual({
      title: 'Trip',
      photos: [
        { url: '/a', caption: 'A', width: 0, height: 0, illustrative: false, credit: '游客 小王 摄' },
        { url: '/b', caption: '', width: 0, height: 0, illustrative: false, credit: '' },
      ],
      index: 1,
    });
    expect(albumFromStore({ images: ['/x', '', '/y'], current: 5 })?.photos.map((p) => p.url)).toEqual(['/x', '/y']);
    expect(albumFromStore({ images: ['/x', '/y'], current: 5 })?.index).toBe(1);
    expect(albumFromStore(['/x'], '0')?.photos).toHaveLength(1);
    // The address's index wins over the stored one.
    expect(albumFromStore({ images: ['/x', '/y'], index: 0 }, '1')?.index).toBe(1);
    expect(albumFromStore(null)).toBeNull();
    expect(albumFromStore({ photos: [{ nothing: true }] })).toBeNull();
    expect(albumFromStore('junk')).toBeNull();
  });
});
