import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberForReturn, returnData, useScrollMarkers } from './scrollMarkers';

function Frame() {
  useScrollMarkers();
  return <Outlet />;
}

describe('scroll markers in the frame', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (cb(0), 0));
  });
  afterEach(() => {
    cleanup();
    window.scrollY = 0;
  });

  it('saves the marker when leaving and restores position and data on back', async () => {
    const router = createMemoryRouter(
      [{ path: '/', Component: Frame, children: [{ path: 'list', Component: () => null }, { path: 'detail', Component: () => null }] }],
      { initialEntries: ['/list?c=1'] },
    );
    render(<RouterProvider router={router} />);
    act(() => {
      window.scrollY = 1234;
      window.dispatchEvent(new Event('scroll'));
    });
    rememberForReturn({ pages: 3 });
    await act(() => router.navigate('/detail?id=9'));
    expect(JSON.parse(sessionStorage.getItem('youzhe.scrollMarker')!)).toEqual({
      position: 1234,
      from: '/list?c=1',
      to: '/detail?id=9',
      data: { pages: 3 },
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0); // a new page starts at the top
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1234);
    expect(returnData()).toEqual({ pages: 3 });
  });
});
