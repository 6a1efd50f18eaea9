import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './Link';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

function renderAt(link: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <>{link}<Where /></> },
      { path: '/pages/hotel/detail', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('renders the address with its attributes and navigates in the app on a plain click', () => {
    renderAt(
      <Link to="/pages/hotel/detail?id=7" className="card" aria-label="stay">
        go
      </Link>,
    );
    const a = screen.getByRole('link', { name: 'stay' });
    expect(a.getAttribute('href')).toBe('/pages/hotel/detail?id=7');
    expect(a.className).toBe('card');
    fireEvent.click(a);
    expect(screen.getByTestId('where').textContent).toBe('/pages/hotel/detail?id=7');
  });

  it('leaves modified clicks and other targets to the browser', () => {
    renderAt(
      <>
        <Link to="/pages/hotel/detail">plain</Link>
        <Link to="/pages/hotel/detail" target="_blank">
          blank
        </Link>
      </>,
    );
    fireEvent.click(screen.getByText('plain'), { ctrlKey: true });
    fireEvent.click(screen.getByText('blank'));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('runs its own onClick first and lets it cancel the navigation', () => {
    renderAt(
      <Link to="/pages/hotel/detail" onClick={(e) => e.preventDefault()}>
        kept
      </Link>,
    );
    fireEvent.click(screen.getByText('kept'));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('leaves the click to the browser with reloadDocument', () => {
    renderAt(
      <Link to="/" reloadDocument>
        home
      </Link>,
    );
    const a = screen.getByText('home');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    a.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
