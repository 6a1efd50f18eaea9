import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addWords } from '../i18n';
import { legal as words } from '../i18n/zh-CN/legal';
import { ConsentDialog } from './ConsentPrompt';

addWords(words);
afterEach(cleanup);

describe('the consent card', () => {
  it('asks a visitor who never agreed to read the two texts, without calling them updated', () => {
    render(<ConsentDialog version="2026-11-29" first onDone={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '请阅读用户协议和隐私政策' })).toBeTruthy();
    expect(screen.queryByText(/已更新/)).toBeNull();
    expect(screen.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe('/ver3/pages/legal/agreement');
    expect(screen.getByRole('button', { name: '同意并继续' })).toBeTruthy();
  });

  it('tells a visitor who agreed to an older version that the texts changed', () => {
    render(<ConsentDialog version="2026-11-29" onDone={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '用户协议和隐私政策已更新' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/ver3/pages/legal/privacy');
  });
});
