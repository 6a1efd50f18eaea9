import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refused } from './Refused';

describe('Refused', () => {
  afterEach(cleanup);

  it('announces the server’s words alone as one paragraph', () => {
    render(<Refused message="今日次数已用完" className="shop-sheet__refusal" />);
    const said = screen.getByRole('alert');
    expect(said.tagName).toBe('P');
    expect(said.textContent).toContain('今日次数已用完');
    expect(said.className).toBe('yz-refused shop-sheet__refusal');
  });

  it('puts a heading over the words and offers the page’s way forward', () => {
    const start = vi.fn();
    render(
      <Refused title="邀请无法打开" message="邀请已过期">
        <button type="button" onClick={start}>
          发起我的测试
        </button>
      </Refused>,
    );
    const said = screen.getByRole('alert');
    expect(said.textContent).toContain('邀请无法打开');
    expect(said.textContent).toContain('邀请已过期');
    screen.getByRole('button', { name: '发起我的测试' }).click();
    expect(start).toHaveBeenCalledOnce();
  });
});
