import { describe, expect, it } from 'vitest';
import { zhCN } from '../i18n/zh-CN';
import { BUILT } from './pages';
import { PULL_REFRESH, SPEC_ROUTES, titleKey } from './routes';
import { titles } from '../i18n/zh-CN/titles';

describe('route table', () => {
  it('has every route of SPEC §2 once, plus the two system routes and the product routes outside it', () => {
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
    // 8 hotel, 11 food, 3 ranking/error/album, 6 famous, 3 found, 8 tour, 2 home search,
    // 7 actives, 4 spring, 5 county, 3 quiz, 6 suichang, 5+5 prize games, 2 wukong, 5 line,
    // 9 place, 1 web view, 2 system; and outside SPEC §2 2 topic routes (docs/TOPICS.md) and
    // the phone sign-in page, the user agreement, the privacy policy, the profile page
    // (docs/IDENTITY.md), and 我的 with its lists (docs/MINE.md).
    expect(SPEC_ROUTES.length).toBe(103);
    expect(SPEC_ROUTES).toContain('pages/topic/detail');
    expect(SPEC_ROUTES).toContain('pages/login/phone');
    expect(SPEC_ROUTES).toContain('pages/legal/privacy');
    expect(SPEC_ROUTES).toContain('pages/mine/profile');
    expect(SPEC_ROUTES).toContain('choose-location');
    expect(SPEC_ROUTES).toContain('open-location');
    expect(SPEC_ROUTES).toContain('pages/custom/suichang/cateDetail');
    expect(SPEC_ROUTES.filter((r) => r.startsWith('pages/')).length).toBe(101);
  });

  it('gives each route a Chinese title: home and 404 in the bundled words, the rest in the titles that load with the page table', () => {
    const bundled: Record<string, string> = zhCN;
    const later: Record<string, string> = titles;
    expect(bundled[titleKey('pages/hotel/index')]).toBe('游浙');
    expect(bundled[titleKey('pages/error/404')]).toMatch(/[\u4e00-\u9fff]/);
    for (const r of SPEC_ROUTES) {
      expect(bundled[titleKey(r)] ?? later[titleKey(r)], r).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(later[titleKey('pages/hotel/newestindex')]).toBe('酒店民宿');
    // No page but home carries its title on the first screen.
    expect(Object.keys(bundled).filter((k) => k.startsWith('title.')).sort()).toEqual(['title.error/404', 'title.hotel/index']);
  });

  it('marks pull-down refresh where the spec turns it on, and builds only real routes', () => {
    expect([...PULL_REFRESH].sort()).toEqual(
      [
        'pages/tour/integral',
        'pages/actives/shop',
        'pages/custom/huawei/index',
        'pages/custom/huawei/myprize',
        'pages/custom/qixi/index',
        'pages/custom/qixi/myprize',
      ].sort(),
    );
    for (const r of Object.keys(BUILT)) expect(SPEC_ROUTES).toContain(r);
  });

  it('has a page for every route: none shows the coming-soon page', () => {
    expect(SPEC_ROUTES.filter((r) => !(r in BUILT))).toEqual([]);
  });
});
