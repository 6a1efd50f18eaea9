// The heart holds its place while its words load, so the page below it does not move when it
// appears (docs/FRONTEND.md, "First paint").
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../services';
import { renderPage } from '../test/renderPage';
import { FavouriteHeart } from './FavouriteHeart';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the 收藏 heart before its words', () => {
  it('draws an unseen box of its own size first, then the button in the same place', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    renderPage(<FavouriteHeart kind="dish" id="dish-330102-dongpo-rou" />, '/pages/newcate/newdetail?id=dish-330102-dongpo-rou');
    const wait = document.querySelector('.yz-heart');
    expect(wait).not.toBeNull();
    expect(wait?.classList.contains('yz-heart--wait')).toBe(true);
    expect(wait?.getAttribute('aria-hidden')).toBe('true');
    // The same parts as the button (the icon and the word's slot), so the same line box.
    expect(wait?.querySelector('svg')?.getAttribute('width')).toBe('22');
    expect(screen.queryByRole('button')).toBeNull();
    const button = await screen.findByRole('button', { name: '收藏' });
    expect(button.classList.contains('yz-heart--wait')).toBe(false);
    expect(document.querySelectorAll('.yz-heart')).toHaveLength(1);
  });

  it('draws nothing without a thing to keep', () => {
    renderPage(<FavouriteHeart kind="dish" id="" />, '/pages/newcate/newdetail');
    expect(document.querySelector('.yz-heart')).toBeNull();
  });
});
