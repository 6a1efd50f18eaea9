import { afterEach, describe, expect, it } from 'vitest';
import { setMessages, t } from './index';
import { zhCN } from './zh-CN';

describe('i18n', () => {
  afterEach(() => setMessages('zh-CN', {}));

  it('returns the zh-CN text by default', () => {
    expect(t('network.lost')).toBe('哎呀，网络信号丢失');
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(t('time.minutesAgo', { n: 5 })).toBe('5分钟前');
    expect(t('time.minutesAgo')).toBe('{n}分钟前');
  });

  it('falls back to zh-CN for keys another locale lacks', () => {
    setMessages('en', { 'network.lost': 'Oops, no network' });
    expect(t('network.lost')).toBe('Oops, no network');
    expect(t('loading')).toBe('正在加载');
    expect(document.documentElement.lang).toBe('en');
  });

  it('has no empty strings', () => {
    for (const [key, text] of Object.entries(zhCN)) expect(text, key).not.toBe('');
  });
});

describe('area words', () => {
  it('an area loads its words once, with its pages', async () => {
    const { loadWords } = await import('./areas');
    const { poi } = await import('./zh-CN/poi');
    const key = Object.keys(poi)[0] as keyof typeof poi;
    await Promise.all([loadWords('poi'), loadWords('poi')]);
    expect(t(key)).toBe(poi[key]);
  });
});
