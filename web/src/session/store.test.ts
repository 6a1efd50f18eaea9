import { beforeEach, describe, expect, it } from 'vitest';
import { createClientStore, LIFE_DATA_KEY } from './store';

describe('client state', () => {
  beforeEach(() => localStorage.clear());

  it('starts with config_showfound true and empty entries', () => {
    const s = createClientStore().getState();
    expect(s.config_showfound).toBe(true);
    expect(s.token).toBeNull();
    expect(s.currentAlbum).toBeNull();
  });

  it('persists album, video, vr, more-content and suichang notes under the life-data record', () => {
    const store = createClientStore();
    store.getState().put('currentAlbum', { id: 1, photos: ['a.jpg'] });
    store.getState().put('currentnotes_suichang', { id: 'n1' });
    store.getState().put('currentHotel', { id: 'h' }); // not persisted
    const saved = JSON.parse(localStorage.getItem(LIFE_DATA_KEY)!);
    expect(saved.currentAlbum).toEqual({ id: 1, photos: ['a.jpg'] });
    expect(saved.currentnotes_suichang).toEqual({ id: 'n1' });
    expect(saved.currentHotel).toBeUndefined();

    const restored = createClientStore().getState();
    expect(restored.currentAlbum).toEqual({ id: 1, photos: ['a.jpg'] });
    expect(restored.currentnotes_suichang).toEqual({ id: 'n1' });
    expect(restored.currentHotel).toBeNull();
  });

  it('ignores a corrupt life-data record', () => {
    localStorage.setItem(LIFE_DATA_KEY, 'nope');
    expect(createClientStore().getState().currentAlbum).toBeNull();
  });
});
