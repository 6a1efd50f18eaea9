// What a place card and a place's facts claim: 距你 only from the visitor's own position, and
// the price colour only on an amount, never on a price level's word (舒适).
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaceFacts } from '../../pages/poi/PlaceFacts';
import { useClientStore } from '../../session/store';
import { defaultLocation } from '../../session/where';
import { card, detail } from '../../test/placeFixtures';
import { PlaceCard } from './PlaceCard';

afterEach(cleanup);

const show = (el: React.ReactElement) => render(<MemoryRouter>{el}</MemoryRouter>);

describe('honest place words', () => {
  it('says 距你 only when the position is the visitor’s own', () => {
    useClientStore.getState().put('location', defaultLocation());
    show(<PlaceCard place={card({ name: '河坊街', distance: 0.45 })} />);
    expect(screen.getByRole('link').textContent).not.toContain('距你');
    cleanup();
    useClientStore.getState().put('location', { lat: 30.25, lng: 120.17, source: 'ip', city: '杭州市', cityId: 1201 });
    show(<PlaceCard place={card({ name: '河坊街', distance: 0.45 })} />);
    expect(screen.getByRole('link').textContent).toContain('距你450米');
  });

  it('a price level’s word is plain text; an amount wears the price colour', () => {
    const { container } = show(
      <PlaceFacts place={detail({ kind: 'restaurant', avg_price: null, price_level: 2 })} layout="food" distance={null} onMap={() => {}} />,
    );
    expect(container.textContent).toContain('舒适');
    expect(container.querySelector('.poi-facts__price')).toBeNull();
    cleanup();
    const shop = show(<PlaceCard place={card({ kind: 'shop', avg_price: null, price_level: 2 })} />);
    expect(shop.container.querySelector('.yz-place__price')).toBeNull();
    expect(shop.container.querySelector('.yz-place__level')?.textContent).toBe('舒适');
    cleanup();
    const again = show(<PlaceCard place={card({ kind: 'restaurant', avg_price: 80, price_level: 2 })} />);
    expect(again.container.querySelector('.yz-place__price')?.textContent).toBe('人均¥80');
  });
});
