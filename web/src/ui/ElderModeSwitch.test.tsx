import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ELDER_CHOICE_KEY, elderChoice } from '../platform/elder';
import { applyPlatformStyle } from '../services';
import { ElderModeSwitch } from './ElderModeSwitch';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.classList.remove('elder', 'elder-android');
});
afterEach(() => {
  cleanup();
  root.classList.remove('elder', 'elder-android');
});

describe('elder mode as a setting', () => {
  it('the switch turns larger type on and off at once, and the choice is remembered', async () => {
    render(<ElderModeSwitch />);
    const sw = screen.getByRole('switch', { name: '长辈模式' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(root.classList.contains('elder')).toBe(true);
    expect(localStorage.getItem(ELDER_CHOICE_KEY)).toBe('elder');
    // The next visit (start-up applies the style again): still on, outside 浙里办 too.
    root.classList.remove('elder');
    await applyPlatformStyle();
    expect(root.classList.contains('elder')).toBe(true);
    cleanup();
    render(<ElderModeSwitch />);
    fireEvent.click(screen.getByRole('switch', { name: '长辈模式' }));
    expect(root.classList.contains('elder')).toBe(false);
    expect(elderChoice()).toBe('normal');
  });

  it('without a choice, a phone browser stays normal; a choice of normal holds', async () => {
    await applyPlatformStyle();
    expect(root.classList.contains('elder')).toBe(false);
    localStorage.setItem(ELDER_CHOICE_KEY, 'normal');
    root.classList.add('elder');
    await applyPlatformStyle();
    expect(root.classList.contains('elder')).toBe(false);
  });
});
