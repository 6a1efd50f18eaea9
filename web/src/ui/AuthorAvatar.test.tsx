import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthorAvatar } from './AuthorAvatar';

afterEach(cleanup);

describe('AuthorAvatar', () => {
  it("draws the author's picture, round and beside the name (so no words of its own)", () => {
    const { container } = render(<AuthorAvatar src="/ver3/media/t/abc.webp" />);
    const img = container.querySelector('img.yz-avatar');
    expect(img?.getAttribute('src')).toBe('/ver3/media/t/abc.webp');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('32');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('draws the default head when there is no picture', () => {
    const { container } = render(<AuthorAvatar src="" />);
    expect(container.querySelector('img')).toBeNull();
    const drawn = container.querySelector('svg.yz-avatar--default');
    expect(drawn?.getAttribute('aria-hidden')).toBe('true');
  });

  it('falls back to the default head when the picture does not load', () => {
    const { container } = render(<AuthorAvatar src="/ver3/media/t/gone.webp" size={40} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.yz-avatar--default')?.getAttribute('width')).toBe('40');
  });
});
