import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { openBank, ownServer } from '../helpers/ownServer.mjs';
import { settled } from '../helpers/settled.mjs';

// The quiz's bank from the console (docs/QUIZ.md, "Editing the bank"): a province admin
// opens 答题题库, writes two questions in the question form (four options, the answer
// picked from them, a preview as a visitor sees it) and publishes each; a visitor then takes
// the quiz and meets exactly those two. It runs its own server whose content has no
// question yet (the shared one holds the 831 shipped questions, of which a quiz draws ten),
// so the new bank is the whole bank.

const BIN = process.argv[2];
const QUESTIONS = [
  { question: '西湖龙井的主要产地在哪个城市？', options: ['宁波', '杭州', '温州', '湖州'], answer: 1, category: '百县千碗', explanation: '西湖龙井产于杭州西湖一带。来源：杭州市农业农村局公开资料' },
  { question: '“宁波汤圆”最有名的馅料是什么？', options: ['猪油黑芝麻', '鲜肉', '豆沙', '枣泥'], answer: 0, category: '百县千碗', explanation: '宁波汤圆以猪油黑芝麻为馅。来源：浙江省文化和旅游厅“百县千碗”名录' },
];

const openList = (page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** 新建 on 答题题库, the question form, 保存草稿, then 发布 with its confirmation. */
async function writeQuestion(t, page, q, n) {
  await page.getByRole('button', { name: /新\s*建/ }).click();
  await page.waitForURL(/\/ver3\/admin\/content\/quiz_questions\/new$/);
  await settled(page);
  await page.getByLabel('题目', { exact: true }).fill(q.question);
  for (const [i, o] of q.options.entries()) await page.getByLabel(`选项 ${'ABCD'[i]}`, { exact: true }).fill(o);
  // The answer is picked among the options as written, never typed.
  await page.getByRole('radio', { name: `${'ABCD'[q.answer]}. ${q.options[q.answer]}` }).check();
  await page.getByLabel('答案解析', { exact: true }).fill(q.explanation);
  await page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '题目类别' }) }).click();
  await openList(page).getByTitle(q.category, { exact: true }).click();
  await openList(page).waitFor({ state: 'hidden' });
  await page.getByLabel('出题依据', { exact: true }).fill('浙江省文化和旅游厅公开资料');
  // The preview shows the question as a visitor meets it, the right option marked.
  const preview = page.getByTestId('quiz-preview');
  await preview.getByText(q.question).waitFor();
  await preview.getByText('正确答案').waitFor();
  await t.shot(page, `quiz-bank-form-${n}`);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await page.waitForURL(/\/ver3\/admin\/content\/quiz_questions\/quiz-\d{8}-[a-z0-9]+$/);
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `发布「${q.question}」？` });
  await confirm.getByRole('button', { name: '确认发布' }).click();
  // The first question's message may still be showing beside this one's.
  await page.getByText('已发布，游客端已更新').first().waitFor();
  await page.locator('.ant-card-head').getByText('已发布', { exact: true }).waitFor();
  if (n === 1) await t.shot(page, 'quiz-bank-published');
  await page.getByRole('link', { name: '答题题库' }).first().click();
  await page.waitForURL(/\/ver3\/admin\/content\/quiz_questions$/);
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

journey('quiz bank: an operator writes and publishes two questions in the console; a visitor takes the quiz and meets exactly them', async (t) => {
  const server = await ownServer(BIN, 'bank');
  try {
    const page = await openBank(t, server, 'quiz-admin', '答题题库', 'quiz_questions');
    for (const [i, q] of QUESTIONS.entries()) await writeQuestion(t, page, q, i + 1);
    for (const q of QUESTIONS) await page.getByRole('link', { name: q.question }).waitFor();
    await settled(page);
    await t.shot(page, 'quiz-bank-list');

    // A visitor on a phone: the quiz now draws from the two published questions only.
    const phone = await t.open();
    const v = phone.page;
    await v.goto(`${server.base}/ver3/pages/custom/answer/index?openid=e2e-quiz-bank-0001`);
    await until(v, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');
    await v.getByRole('heading', { level: 2, name: '浙江知识答题' }).waitFor();
    const started = v.waitForResponse((r) => r.url().endsWith('/ver3/api/v3/quiz/attempts') && r.request().method() === 'POST');
    await v.getByRole('button', { name: '开始答题' }).click();
    const attempt = (await (await started).json()).data;
    assert.deepEqual(attempt.questions.map((q) => q.question).sort(), QUESTIONS.map((q) => q.question).sort());
    for (const [i, shown] of attempt.questions.entries()) {
      const q = QUESTIONS.find((x) => x.question === shown.question);
      await v.getByRole('heading', { level: 2, name: q.question }).waitFor();
      await v.getByRole('button', { name: `${'ABCD'[shown.options.indexOf(q.options[q.answer])]}. ${q.options[q.answer]}` }).click();
      if (i === 0) await t.shot(v, 'quiz-bank-visitor-question');
      if (i < attempt.questions.length - 1) await v.getByRole('button', { name: '下一题' }).click();
    }
    await v.getByRole('button', { name: '交卷' }).click();
    await v.waitForURL(/\/pages\/custom\/answer\/result\?id=/);
    await v.getByRole('heading', { level: 2, name: '恭喜通过！' }).waitFor();
    await v.getByText('2 / 2').waitFor();
    await v.getByText(QUESTIONS[0].explanation.split('。')[0], { exact: false }).first().waitFor();
    await t.shot(v, 'quiz-bank-visitor-result');
  } finally {
    await server.stop();
  }
});
