import { describe, expect, it } from 'vitest';
import { kindLabel } from './labels';

describe('a campaign’s kind as operators name it', () => {
  it('names stamp cards and the photo contest by the page they open on, not 抽奖', () => {
    expect(kindLabel({ kind: 'generic', layout: 1, page: 'pages/custom/yunhe/active' })).toBe('集章打卡');
    expect(kindLabel({ kind: 'generic', layout: 1, page: 'pages/actives/huawei' })).toBe('摄影大赛');
  });

  it('tells a task list from a plain draw, and keeps the other kinds’ names', () => {
    expect(kindLabel({ kind: 'generic', layout: 2, page: 'pages/actives/active2' })).toBe('任务抽奖');
    expect(kindLabel({ kind: 'generic', layout: 1, page: 'pages/actives/active1' })).toBe('抽奖');
    expect(kindLabel({ kind: 'blindbox', layout: 1, page: 'pages/custom/huawei/index' })).toBe('自驾盲盒');
  });
});
