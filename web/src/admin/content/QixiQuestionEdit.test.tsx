import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperatorView } from '../api/client';
import { admin } from '../api/typed';
import { stubMatchMedia } from '../campaigns/studioFixtures';
import ContentEdit from './ContentEdit';
import { renderAt, serveGets, servePublished, type Spied } from './contentFixtures';
import NewQixiQuestion from './NewQixiQuestion';

const who: Partial<OperatorView> = { id: 7, role: 'province_admin', username: 'admin', cityId: null, countyCode: null };
vi.mock('@refinedev/core', () => ({ useGetIdentity: () => ({ data: who }) }));
vi.setConfig({ testTimeout: 60_000 });

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TEA = {
  id: 'qixi-20261129-abc123',
  question: '一起去杭州，先喝哪一杯茶？',
  options: ['西湖龙井', '九曲红梅', '径山茶'],
  source: '游浙编辑部撰写',
};

describe('a Qixi question in the console', () => {
  it('shows one field per option and a preview as the pair sees it, following each change', async () => {
    servePublished(TEA);
    const { container } = renderAt(`/content/qixi_questions/${TEA.id}`, '/content/:entity/:id', <ContentEdit />);
    expect(((await screen.findByLabelText('选项 C')) as HTMLInputElement).value).toBe('径山茶');
    const preview = screen.getByTestId('qixi-preview');
    expect(within(preview).getByText(TEA.question)).toBeTruthy();
    expect(within(preview).getByText('九曲红梅')).toBeTruthy();
    // A fourth option added is a field and a line of the preview at once.
    fireEvent.click(screen.getByText('加一个选项').closest('button')!);
    fireEvent.change(await screen.findByLabelText('选项 D'), { target: { value: '安吉白茶' } });
    expect(await within(preview).findByText('安吉白茶')).toBeTruthy();
    for (const key of ['options', 'source', 'retired']) expect(container.textContent).not.toContain(key);
  });

  it('saves a deletion as the question with retired set', async () => {
    servePublished(TEA);
    const put = vi.spyOn(admin as Spied, 'put').mockResolvedValue({ version: 2, state: 'draft' });
    renderAt(`/content/qixi_questions/${TEA.id}`, '/content/:entity/:id', <ContentEdit />);
    fireEvent.click(await screen.findByRole('switch', { name: '从题库删除' }));
    fireEvent.click(screen.getByText(/^保存草稿$/).closest('button')!);
    await waitFor(() => expect(put).toHaveBeenCalled());
    const body = (put.mock.calls[0]![1] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ ...TEA, retired: true });
  });

  it('refuses an empty or repeated option before saving, naming it, and saves a good one as a first draft', async () => {
    serveGets(() => undefined);
    const put = vi.spyOn(admin as Spied, 'put').mockResolvedValue({ version: 1, state: 'draft' });
    renderAt('/content/qixi_questions/new', '/content/:entity/new', <NewQixiQuestion />);
    fireEvent.change(await screen.findByLabelText('题目'), { target: { value: TEA.question } });
    for (const [i, o] of ['西湖龙井', '九曲红梅'].entries()) fireEvent.change(screen.getByLabelText(`选项 ${'AB'[i]}`), { target: { value: o } });
    fireEvent.click(screen.getByText(/^保存草稿$/).closest('button')!);
    expect(await screen.findByText('请填写选项 C')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('选项 C'), { target: { value: '西湖龙井' } });
    expect(await screen.findByText('选项 C 与选项 A 相同')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('选项 C'), { target: { value: ' 径山茶 ' } });
    fireEvent.click(screen.getByText(/^保存草稿$/).closest('button')!);
    await waitFor(() => expect(put).toHaveBeenCalled());
    const body = (put.mock.calls[0]![1] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ question: TEA.question, options: TEA.options, source: '游浙编辑部撰写' });
    expect(String(body.id)).toMatch(/^qixi-\d{8}-[a-z0-9]{6}$/);
  });
});
