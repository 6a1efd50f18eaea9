import { describe, expect, it } from 'vitest';
import { appendVisitorParams, decorateLink, isPartnerHost, withSharer } from './linkDecoration';

const partners = ['partner.example.cn'];
const visitor = { openid: 'o123', PV_FROM_CODE: 'pv9', original_id: 'gh_1' };

describe('link decoration', () => {
  it('uses ? when the link has no query and & when it has one', () => {
    expect(appendVisitorParams('https://partner.example.cn/a', { openid: 'o1' })).toBe('https://partner.example.cn/a?openid=o1');
    expect(appendVisitorParams('https://partner.example.cn/a?x=1', { openid: 'o1' })).toBe(
      'https://partner.example.cn/a?x=1&openid=o1',
    );
  });

  it('appends PV_FROM_CODE and original_id only when present', () => {
    expect(appendVisitorParams('https://p.cn/', visitor)).toBe('https://p.cn/?openid=o123&PV_FROM_CODE=pv9&original_id=gh_1');
    expect(appendVisitorParams('https://p.cn/', { openid: 'o', PV_FROM_CODE: '' })).toBe('https://p.cn/?openid=o');
    expect(appendVisitorParams('https://p.cn/', {})).toBe('https://p.cn/');
  });

  it('keeps the fragment last and encodes values', () => {
    expect(appendVisitorParams('https://p.cn/a#top', { openid: 'a b&c' })).toBe('https://p.cn/a?openid=a%20b%26c#top');
  });

  it('decorates partner domains and their subdomains only', () => {
    expect(decorateLink('https://partner.example.cn/x', visitor, partners)).toContain('openid=o123');
    expect(decorateLink('https://m.partner.example.cn/x', visitor, partners)).toContain('openid=o123');
    expect(decorateLink('https://evil.cn/x', visitor, partners)).toBe('https://evil.cn/x');
    expect(decorateLink('https://notpartner.example.cn/x', visitor, partners)).toBe('https://notpartner.example.cn/x');
    expect(decorateLink('https://partner.example.cn/x', visitor, [])).toBe('https://partner.example.cn/x');
    expect(decorateLink('/ver3/pages/hotel/index', visitor, partners)).toBe('/ver3/pages/hotel/index');
  });

  it('matches hosts case-insensitively and accepts *.domain', () => {
    expect(isPartnerHost('WWW.Partner.Example.cn', ['*.partner.example.cn'])).toBe(true);
    expect(isPartnerHost('x.cn', [''])).toBe(false);
  });
});

describe('withSharer', () => {
  it('adds the sharer as user_id to our page, before any fragment', () => {
    expect(withSharer('https://trip.example.cn/ver3/pages/poi/detail/scenic?id=a%20b', 'u-42')).toBe('https://trip.example.cn/ver3/pages/poi/detail/scenic?id=a%20b&user_id=u-42');
    expect(withSharer('https://trip.example.cn/ver3/#top', 'u/1')).toBe('https://trip.example.cn/ver3/?user_id=u%2F1#top');
  });
  it('leaves the link alone without a signed-in sharer', () => {
    expect(withSharer('https://trip.example.cn/ver3/pages/hotel/detail?id=h1', undefined)).toBe('https://trip.example.cn/ver3/pages/hotel/detail?id=h1');
    expect(withSharer('https://trip.example.cn/ver3/', '')).toBe('https://trip.example.cn/ver3/');
  });
});
