import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonaResult, PersonaTest } from '../../api/quiz';
import { addWords } from '../../i18n';
import { quiz as quizWords } from '../../i18n/zh-CN/quiz';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import { quiz } from '../../features/quiz';
import SpringBannerPage from './SpringBannerPage';
import SpringResultPage from './SpringResultPage';
import SpringSharedResultPage from './SpringSharedResultPage';
import SpringTestPage from './SpringTestPage';

addWords(quizWords);
const ID = 'BBBBBBBBBBBBBBBBBBBB';

const test: PersonaTest = {
  questions: [
    { id: 'p1', question: '周末怎么过？', options: ['爬山', '逛古镇'] },
    { id: 'p2', question: '最常拍什么？', options: ['大海', '老房子'] },
  ],
  personas: [
    { id: 'shanshui', name: '山水行者', tagline: '山高水长' },
    { id: 'guzhen', name: '水乡漫游家', tagline: '小桥流水' },
  ],
};

const result: PersonaResult = {
  id: ID,
  personaId: 'guzhen',
  name: '水乡漫游家',
  tagline: '小桥流水',
  description: '你喜欢石板路。',
  line: { id: 'line-jx-guzhen-2d', name: '乌镇西塘水乡两日', days: 2, theme: '古镇' },
  places: [{ id: 'scenic-jx-wuzhen', name: '乌镇', kind: 'scenic' }],
  at: 1,
};

beforeEach(() => {
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
  vi.spyOn(quiz, 'personaTest').mockResolvedValue(test);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('spring', () => {
  it('banner lists the personas and leads to the test', async () => {
    renderPage(<SpringBannerPage />, '/pages/spring/banner');
    expect(await screen.findByText('水乡漫游家')).toBeTruthy();
    expect(screen.getByRole('link', { name: '开始测试' }).getAttribute('href')).toContain('/pages/spring/test');
  });

  it('test sends one answer per question and opens the result', async () => {
    const take = vi.spyOn(quiz, 'takePersonaTest').mockResolvedValue(result);
    renderPage(<SpringTestPage />, '/pages/spring/test');
    fireEvent.click(await screen.findByRole('button', { name: '逛古镇' }));
    fireEvent.click(await screen.findByRole('button', { name: '老房子' }));
    await waitFor(() => expect(take).toHaveBeenCalledWith([1, 1]));
    await waitFor(() => expect(screen.getByLabelText('at').textContent).toBe(`/pages/spring/result?id=${ID}`));
  });

  it('a shared result shows the persona, its line and places, and invites the reader', async () => {
    vi.spyOn(quiz, 'personaResult').mockResolvedValue(result);
    renderPage(<SpringSharedResultPage />, `/pages/spring/result2?id=${ID}`);
    expect(await screen.findByText('水乡漫游家')).toBeTruthy();
    expect(screen.getByText('乌镇西塘水乡两日')).toBeTruthy();
    expect(screen.getByRole('link', { name: '乌镇' }).getAttribute('href')).toContain('/pages/poi/detail/scenic?id=scenic-jx-wuzhen');
    expect(screen.getByRole('link', { name: '我也来测一测' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '生成分享海报' })).toBeNull();
  });

  it('an unknown result says so', async () => {
    vi.spyOn(quiz, 'personaResult').mockResolvedValue(null);
    renderPage(<SpringSharedResultPage />, `/pages/spring/result2?id=${ID}`);
    expect(await screen.findByRole('heading', { name: '没有找到这个测试结果' })).toBeTruthy();
    expect(screen.getByText(/这个测试结果不存在了/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '我也来测一测' }).getAttribute('href')).toBe('/pages/spring/banner');
  });

  it('opened without a result id (a reload, a link cut short), says so and offers the test', async () => {
    const read = vi.spyOn(quiz, 'personaResult');
    renderPage(<SpringResultPage />, '/pages/spring/result');
    expect(await screen.findByRole('heading', { name: '没有找到这个测试结果' })).toBeTruthy();
    expect(screen.getByText(/链接里缺少测试结果的信息/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '我也来测一测' }).getAttribute('href')).toBe('/pages/spring/banner');
    cleanup();
    renderPage(<SpringSharedResultPage />, '/pages/spring/result2');
    expect(await screen.findByRole('link', { name: '我也来测一测' })).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
  });

  it('a shared result opens for a visitor who has not signed in', async () => {
    vi.mocked(auth.token).mockReturnValue(null);
    vi.spyOn(quiz, 'personaResult').mockResolvedValue(result);
    renderPage(<SpringSharedResultPage />, `/pages/spring/result2?id=${ID}`);
    expect(await screen.findByText('水乡漫游家')).toBeTruthy();
  });
});
