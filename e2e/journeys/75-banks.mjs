import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { openBank, ownServer } from '../helpers/ownServer.mjs';
import { settled } from '../helpers/settled.mjs';

// The Qixi questions from the console (docs/QIXI.md, "Editing the questions"): a province
// admin opens 七夕题库, writes a question with three options in the question form (a
// preview shows it as the pair meets it), publishes it; a visitor then starts a Qixi
// invitation and is asked exactly that question. Its own server has no question yet, so
// the new one is the whole bank.

const BIN = process.argv[2];
const Q = { question: '一起去杭州，先喝哪一杯茶？', options: ['西湖龙井', '九曲红梅', '径山茶'] };
const isPost = (part) => (r) => r.url().includes(part) && r.request().method() === 'POST';

journey('Qixi questions: an operator writes and publishes a question in the console; a visitor starting an invitation is asked it', async (t) => {
  const server = await ownServer(BIN, 'qixi-bank');
  try {
    const page = await openBank(t, server, 'qixi-admin', '七夕题库', 'qixi_questions');

    await page.getByRole('button', { name: /新\s*建/ }).click();
    await page.waitForURL(/\/ver3\/admin\/content\/qixi_questions\/new$/);
    await settled(page);
    await page.getByLabel('题目', { exact: true }).fill(Q.question);
    for (const [i, o] of Q.options.entries()) await page.getByLabel(`选项 ${'ABC'[i]}`, { exact: true }).fill(o);
    // The preview shows the question and its options as the pair meets them.
    const preview = page.getByTestId('qixi-preview');
    await preview.getByText(Q.question).waitFor();
    for (const o of Q.options) await preview.getByText(o, { exact: true }).waitFor();
    await t.shot(page, 'qixi-bank-form');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL(/\/ver3\/admin\/content\/qixi_questions\/qixi-\d{8}-[a-z0-9]+$/);
    await page.getByRole('button', { name: /^发\s*布$/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `发布「${Q.question}」？` });
    await confirm.getByRole('button', { name: '确认发布' }).click();
    await page.getByText('已发布，游客端已更新').waitFor();
    await page.locator('.ant-card-head').getByText('已发布', { exact: true }).waitFor();
    await t.shot(page, 'qixi-bank-published');

    // A visitor on a phone starts an invitation: the one question is the one just published.
    const phone = await t.open();
    const v = phone.page;
    await v.goto(`${server.base}/ver3/pages/custom/qixi/index?openid=e2e-qixi-bank-0001`);
    await until(v, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
    await v.getByRole('button', { name: '开始答题' }).click();
    await v.getByText('第 1 / 1 题').waitFor();
    await v.getByRole('heading', { level: 2, name: Q.question }).waitFor();
    const shown = await v.getByRole('radiogroup').getByRole('radio').allTextContents();
    assert.deepEqual(shown.map((s) => s.trim()), Q.options);
    await t.shot(v, 'qixi-bank-visitor-question');
    const invited = v.waitForResponse(isPost('/qixi/invitations'));
    await v.getByRole('radio', { name: Q.options[1] }).click();
    await v.getByRole('button', { name: '完成，生成邀请' }).click();
    const made = await (await invited).json();
    assert.equal(made.code, 0, JSON.stringify(made));
    await t.shot(v, 'qixi-bank-visitor-invited');
  } finally {
    await server.stop();
  }
});
