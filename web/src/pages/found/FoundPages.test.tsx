import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoundCard, FoundRound } from '../../api/found';
import { auth } from '../../services';
import { renderPage } from '../../test/renderPage';
import FoundDetailPage from './FoundDetailPage';
import FoundIndexPage from './FoundIndexPage';
import FoundListPage from './FoundListPage';
import { found } from './foundCalls';

const ID = 'AAAAAAAAAAAAAAAAAAAA';

const round = (over: Partial<FoundRound> = {}): FoundRound => ({
  roundId: ID,
  sceneId: 'xihu',
  sceneName: '西湖·断桥残雪与雷峰塔',
  width: 360,
  height: 240,
  pictureA: '/ver3/api/v3/found/scenes/xihu/picture/a?v=0123456789abcdef',
  pictureB: '/ver3/api/v3/found/scenes/xihu/picture/b?v=0123456789abcdef',
  state: 'open',
  differences: 5,
  startedAt: Date.now(),
  deadlineAt: Date.now() + 120_000,
  now: Date.now(),
  endedAt: null,
  found: [],
  hinted: [],
  hintsLeft: 2,
  misses: 0,
  score: 0,
  all: null,
  ...over,
});

const card = (over: Partial<FoundCard> = {}): FoundCard => ({
  roundId: ID,
  sceneId: 'wuzhen',
  sceneName: '乌镇·水乡人家',
  state: 'finished',
  differences: 5,
  found: 3,
  hintsUsed: 1,
  misses: 2,
  score: 240,
  startedAt: Date.now(),
  seconds: 75,
  ...over,
});

beforeEach(() => {
  vi.spyOn(auth, 'check').mockResolvedValue();
  vi.spyOn(auth, 'token').mockReturnValue({ ID_token: 'tok', token_type: 'Bearer', expires_in: 7200, setTime: Date.now() });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A tap at picture units (x, y) on a picture 360 × 240 px at the origin. */
function tapAt(button: HTMLElement, x: number, y: number) {
  button.getBoundingClientRect = () => ({ left: 0, top: 0, width: 360, height: 240, right: 360, bottom: 240, x: 0, y: 0, toJSON: () => ({}) });
  fireEvent.click(button, { clientX: x, clientY: y, detail: 1 });
}

describe('found', () => {
  it('index shows the rules and my best, and starts a round on the server', async () => {
    vi.spyOn(found, 'best').mockResolvedValue({ best: 420, rounds: 3, seconds: 120, hints: 2, scenes: 6 });
    const start = vi.spyOn(found, 'start').mockResolvedValue(round());
    renderPage(<FoundIndexPage />, '/pages/found/index');
    expect(await screen.findByText('每局限时 120 秒，从开局时计时')).toBeTruthy();
    expect(screen.getByText(/我的最好成绩：420 分/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开始一局' }));
    await waitFor(() => expect(screen.getByLabelText('at').textContent).toBe(`/pages/found/detail?id=${ID}`));
    expect(start).toHaveBeenCalledOnce();
  });

  it('index asks to sign in first', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    renderPage(<FoundIndexPage />, '/pages/found/index');
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
  });

  it('detail sends a tap in picture units and says what the server judged', async () => {
    vi.spyOn(found, 'round').mockResolvedValue(round());
    const tap = vi
      .spyOn(found, 'tap')
      .mockResolvedValueOnce({ hit: false, fresh: false, difference: null, round: round({ misses: 1 }) })
      .mockResolvedValueOnce({
        hit: true,
        fresh: true,
        difference: { index: 0, cx: 250, cy: 195, r: 20 },
        round: round({ misses: 1, found: [{ index: 0, cx: 250, cy: 195, r: 20 }], score: 90 }),
      });
    renderPage(<FoundDetailPage />, `/pages/found/detail?id=${ID}`);
    const pictureB = await screen.findByRole('button', { name: '找不同的图' });
    // The server's PNG pictures, sized before they load (no jump when they arrive).
    const imgs = [...document.querySelectorAll<HTMLImageElement>('.found-picture img')];
    expect(imgs.map((i) => new URL(i.src).pathname)).toEqual(['/ver3/api/v3/found/scenes/xihu/picture/a', '/ver3/api/v3/found/scenes/xihu/picture/b']);
    expect(imgs.map((i) => [i.getAttribute('width'), i.getAttribute('height')])).toEqual([
      ['360', '240'],
      ['360', '240'],
    ]);
    tapAt(pictureB, 10, 10);
    expect(await screen.findByText('这里没有不同')).toBeTruthy();
    expect(screen.getByText('点错 1 次')).toBeTruthy();
    tapAt(pictureB, 250, 195);
    expect(await screen.findByText('找到了一处！')).toBeTruthy();
    expect(screen.getByText('已找到 1 / 5')).toBeTruthy();
    expect(tap.mock.calls.map((c) => [c[1], c[2]])).toEqual([
      [10, 10],
      [250, 195],
    ]);
  });

  it('detail uses a hint, finishes and shows the result', async () => {
    vi.spyOn(found, 'round').mockResolvedValue(round());
    vi.spyOn(found, 'hint').mockResolvedValue(round({ hinted: [{ index: 2, cx: 207, cy: 52, r: 14 }], hintsLeft: 1 }));
    const all = [0, 1, 2, 3, 4].map((i) => ({ index: i, cx: 40 + i * 60, cy: 100, r: 15 }));
    vi.spyOn(found, 'finish').mockResolvedValue(round({ state: 'finished', all, score: 0, endedAt: Date.now() }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(<FoundDetailPage />, `/pages/found/detail?id=${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: '提示（剩 2 次）' }));
    expect(await screen.findByRole('button', { name: '提示（剩 1 次）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '结束本局' }));
    expect(await screen.findByRole('heading', { level: 2, name: '本局结束' })).toBeTruthy();
    expect(screen.getByText('找到 0 / 5 处')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再来一局' })).toBeTruthy();
  });

  it('detail of an unknown round or without one says what happened and starts a new one', async () => {
    vi.spyOn(found, 'round').mockResolvedValue(null);
    const start = vi.spyOn(found, 'start').mockResolvedValue(round());
    renderPage(<FoundDetailPage />, `/pages/found/detail?id=${ID}`);
    expect(await screen.findByRole('heading', { name: '没有找到这一局' })).toBeTruthy();
    expect(screen.getByText(/每一局只有玩的人自己能看到/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(screen.getByRole('link', { name: '我的找不同记录' }).getAttribute('href')).toBe('/pages/found/list');
    fireEvent.click(screen.getByRole('button', { name: '开一局新的' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    cleanup();
    renderPage(<FoundDetailPage />, '/pages/found/detail');
    expect(await screen.findByText(/链接里缺少这一局的信息/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '开一局新的' })).toBeTruthy();
  });

  it('detail opened from a shared link before signing in asks for nothing and offers sign-in', async () => {
    vi.spyOn(auth, 'token').mockReturnValue(null);
    const read = vi.spyOn(found, 'round');
    renderPage(<FoundDetailPage />, `/pages/found/detail?id=${ID}`);
    expect(await screen.findByRole('heading', { name: '没有找到这一局' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '去登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看怎么玩' }).getAttribute('href')).toBe('/pages/found/index');
    expect(read).not.toHaveBeenCalled();
  });

  it('list shows my records, the empty state, and the error with its retry', async () => {
    const rounds = vi
      .spyOn(found, 'rounds')
      .mockResolvedValueOnce(false)
      .mockResolvedValue({ list: [card()], total: 1, page: 1, size: 50 });
    renderPage(<FoundListPage />, '/pages/found/list');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('乌镇·水乡人家')).toBeTruthy();
    expect(screen.getByText('240 分')).toBeTruthy();
    expect(screen.getByText('找到 3/5 · 提示 1 · 点错 2 · 用时 75 秒')).toBeTruthy();
    expect(rounds).toHaveBeenCalledTimes(2);
    cleanup();
    vi.spyOn(found, 'rounds').mockResolvedValue({ list: [], total: 0, page: 1, size: 50 });
    renderPage(<FoundListPage />, '/pages/found/list');
    expect(await screen.findByText('还没有玩过，去开一局吧')).toBeTruthy();
  });
});
