import { useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withQueryClient } from './QueryProvider';

afterEach(cleanup);

function Page() {
  const q = useQuery({ queryKey: ['answer'], queryFn: async () => 'forty-two' });
  return <p>{q.data ?? 'loading'}</p>;
}

describe('query client for the pages that use it', () => {
  it('lets a page query, and wraps each page once (routes sharing it keep it mounted)', async () => {
    const Wrapped = withQueryClient(Page);
    expect(withQueryClient(Page)).toBe(Wrapped);
    render(<Wrapped />);
    expect(await screen.findByText('forty-two')).toBeTruthy();
  });
});
