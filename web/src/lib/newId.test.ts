import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './newId';

describe('newId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the prefix and is new each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newId('draw')));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^draw-[A-Za-z0-9-]{20,}$/);
  });

  it('stays within what the server takes as a key, also without crypto.randomUUID', () => {
    vi.stubGlobal('crypto', {});
    const id = newId('camp');
    expect(id).toMatch(/^camp-[A-Za-z0-9._:-]+$/);
    expect(id.length).toBeLessThanOrEqual(64);
    expect(newId('camp')).not.toBe(id);
  });
});
