import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorView } from '../api/client';
import { admin } from '../api/typed';
import { stubMatchMedia } from '../campaigns/studioFixtures';
import ContentEdit from './ContentEdit';
import { renderAt, serveGets, servePublished, type Spied } from './contentFixtures';
import NewQuizQuestion from './NewQuizQuestion';

const who: Partial<OperatorView> = { id: 7, role: 'province_admin', username: 'admin', cityId: null, countyCode: null };
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));
vi.setConfig({ testTimeout: 60_000 });

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TEA = {
  id: 'quiz-20261129-abc123',
  category: 'food',
  question: '西湖龙井的主要产地在哪个城市？',
  options: ['宁波', '杭州', '温州', '湖州'],
  answer: 1,
  explanation: '西湖龙井产于杭州。来源：公开资料',
  source: '杭州市农业农村局',
};

describe('a quiz question in the console', () => {
  it('shows four option fields, the answer picked among them, and a preview as the visitor sees it', async () => {
    servePublished(TEA);
    const { container } = renderAt(`/content/quiz_questions/${TEA.id}`, '/content/:entity/:id', <ContentEdit />);
    expect(((await screen.findByLabelText('选项 B')) as HTMLInputElement).value).toBe('杭州');
    expect((screen.getByRole('radio', { name: 'B. 杭州' }) as HTMLInputElement).checked).toBe(true);
    const preview = screen.getByTestId('quiz-preview');
    expect(within(preview).getByText(TEA.question)).toBeTruthy();
    expect(within(preview).getByText(/B\. 杭州/).textContent).toContain('正确答案');
    expect(screen.getByText('从上面四个选项中点选正确的一项')).toBeTruthy();
    // An option renamed is renamed in the answer's choice and the preview at once.
    fireEvent.change(screen.getByLabelText('选项 B'), { target: { value: '杭州市' } });
    expect(await screen.findByRole('radio', { name: 'B. 杭州市' })).toBeTruthy();
    expect(within(preview).getByText(/B\. 杭州市/)).toBeTruthy();
    for (const key of ['options', 'explanation', 'category', 'food']) expect(container.textContent).not.toContain(key);
  });

  it('saves a deletion as the question with retired set', async () => {
    servePublished(TEA);
    const put = vi.spyOn(admin as Spied, 'put').mockResolvedValue({ version: 2, state: 'draft' });
    renderAt(`/content/quiz_questions/${TEA.id}`, '/content/:entity/:id', <ContentEdit />);
    fireEvent.click(await screen.findByRole('switch', { name: '从题库删除' }));
    fireEvent.click(screen.getByText(/^保存草稿$/).closest('button')!);
    await waitFor(() => expect(put).toHaveBeenCalled());
    const body = (put.mock.calls[0]![1] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ ...TEA, retired: true });
  });

  it('refuses an empty or repeated option before saving, naming it', async () => {
    serveGets(() => undefined);
    const put = vi.spyOn(admin as Spied, 'put').mockResolvedValue({ version: 1, state: 'draft' });
    renderAt('/content/quiz_questions/new', '/content/:entity/new', <NewQuizQuestion />);
    fireEvent.change(await screen.findByLabelText('题目'), { target: { value: TEA.question } });
    for (const [i, o] of ['宁波', '杭州', '宁波'].entries()) fireEvent.change(screen.getByLabelText(`选项 ${'ABC'[i]}`), { target: { value: o } });
    fireEvent.click(screen.getByText(/^保存草稿$/).closest('button')!);
    expect(await screen.findByText('请填写选项 D')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('选项 D'), { target: { value: '湖州' } });
    expect(await screen.findByText('选项 C 与选项 A 相同')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });
});
