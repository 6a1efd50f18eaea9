import { describe, expect, it } from 'vitest';
import { asPosition, isPosition, NoPosition } from './position';

describe('position', () => {
  it('takes two finite numbers, as numbers or strings', () => {
    expect(asPosition(30.25, '120.16')).toEqual({ lat: 30.25, lng: 120.16 });
    expect(isPosition({ lat: 30.25, lng: 120.16 })).toBe(true);
  });

  it('refuses missing, non-numeric and 0,0 positions', () => {
    expect(asPosition(undefined, 120)).toBeNull();
    expect(asPosition('', '')).toBeNull();
    expect(asPosition('abc', 120)).toBeNull();
    expect(asPosition(0, 0)).toBeNull();
    expect(isPosition({ lat: Number.NaN, lng: 1 })).toBe(false);
    expect(isPosition(null)).toBe(false);
  });

  it('says which source had none, in one wording', () => {
    expect(new NoPosition('ZWJSBridge.getLocation').message).toBe('ZWJSBridge.getLocation: no coordinates');
  });
});
