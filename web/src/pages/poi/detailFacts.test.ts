import { describe, expect, it } from 'vitest';
import { factOrder, fromHereLabel, kindFromPath, layoutKind, sectionOrder, sells, telHref, ticketFact, ticketLine, yuan } from './detailFacts';

describe('place detail facts', () => {
  it('reads the kind from the route and lays stays and restaurants out like hotels and food', () => {
    expect(kindFromPath('/pages/poi/detail/scenic')).toBe('scenic');
    expect(kindFromPath('/pages/poi/detail/canteen/')).toBe('canteen');
    expect(kindFromPath('/pages/poi/detail/subpages/photo')).toBeNull();
    expect(layoutKind('homestay')).toBe('hotel');
    expect(layoutKind('restaurant')).toBe('food');
    expect(layoutKind('site')).toBe('site');
  });

  it('puts each kind’s most useful facts first', () => {
    expect(factOrder('scenic').slice(0, 2)).toEqual(['hours', 'ticket']);
    expect(factOrder('food')[0]).toBe('price');
    expect(factOrder('shop')[0]).toBe('sells');
    expect(factOrder('canteen').slice(0, 2)).toEqual(['hours', 'perks']);
    expect(factOrder('hotel')).not.toContain('ticket');
    expect(sectionOrder('scenic')).toEqual(['tickets', 'accessibility', 'people', 'dishes']);
    expect(sectionOrder('hotel')[0]).toBe('facilities');
    expect(sectionOrder('food')[0]).toBe('dishes');
  });

  it('says 免费 for free tickets, the price otherwise, and a fallback when unknown', () => {
    expect(ticketFact({ ticket: { price: 0, notes: 'n' } })).toEqual({ value: '免费', notes: 'n' });
    expect(ticketFact({ ticket: { price: 80, notes: '' } })?.value).toBe('¥80');
    expect(ticketFact({ ticket: { price: null, notes: '' } })?.value).toBe('以景区公告为准');
    expect(ticketFact({ ticket: null })).toBeNull();
    expect(ticketLine({ id: 'a', name: '成人票', price: 40, free: false, notes: '' }).price).toBe('¥40');
    expect(ticketLine({ id: 'b', name: '老人票', price: 40, free: true, notes: '' }).price).toBe('免费');
    expect(yuan(12.5)).toBe('¥12.50');
    expect(yuan(null)).toBe('');
  });

  it('dials only published numbers', () => {
    expect(telHref('0571-8797 7776')).toBe('tel:057187977776');
    expect(telHref(null)).toBeNull();
    expect(telHref('暂无')).toBeNull();
  });

  it('lists what a shop sells once, and measures nearby places from the place', () => {
    expect(sells({ themes: ['茶叶', '丝绸'], tags: ['丝绸', '老字号'] })).toEqual(['茶叶', '丝绸', '老字号']);
    expect(fromHereLabel(0.35)).toBe('距此350米');
    expect(fromHereLabel(3.256)).toBe('距此3.26公里');
    expect(fromHereLabel(null)).toBe('');
  });
});
