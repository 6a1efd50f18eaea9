// The quiz (docs/QUIZ.md) at 390 px: rules → a timed attempt answered one question at a time
// → the result with the right answers, the chance a pass earns and the share poster; and in
// 浙里办's elder mode, an attempt handed in unfinished.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { UA } from '../harness.mjs';
import { zwDouble } from '../doubles.mjs';
import { journey, until } from '../journey.mjs';
import { noSideways } from './10-hotel.mjs';

const signedIn = (page) => until(page, () => JSON.parse(localStorage.getItem('youzhe.login') ?? 'null')?.ID_token, null, 'the login record');

/** Question id → the right option's text, from the shipped bank. */
const RIGHT = new Map(
  readFileSync(new URL('../../data/zhejiang/quiz_questions.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .map((q) => [q.id, q.options[q.answer]]),
);

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isStart = (r) => r.url().endsWith('/ver3/api/v3/quiz/attempts') && r.request().method() === 'POST';

journey('quiz: rules, ten questions against the clock, all right, a chance earned and a share poster', async (t) => {
  const { page } = await t.open();
  await page.goto(t.url('/ver3/pages/custom/answer/index?openid=e2e-quiz-0001'));
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '浙江知识答题' }).waitFor();
  await page.getByText('限时 180 秒，从开始答题时计时，时间到自动交卷').waitFor();
  await noSideways(page, 'quiz index');
  await t.shot(page, 'quiz-index');

  const started = page.waitForResponse(isStart);
  await page.getByRole('button', { name: '开始答题' }).click();
  const attempt = (await (await started).json()).data;
  assert.equal(attempt.questions.length, 10);
  assert.ok(!JSON.stringify(attempt).includes('"answer"'), 'no answers before submission');
  for (const [i, q] of attempt.questions.entries()) {
    await page.getByText(`第 ${i + 1} / 10 题`).waitFor();
    await page.getByRole('heading', { level: 2, name: q.question }).waitFor();
    const option = page.getByRole('button', { name: new RegExp(`^[A-D]\\. ${escape(RIGHT.get(q.id))}$`) });
    const box = await option.boundingBox();
    assert.ok(box.height >= 48, `an option is ${box.height}px tall`);
    await option.click();
    assert.equal(await option.getAttribute('aria-pressed'), 'true');
    if (i === 0) {
      await page.getByRole('timer').filter({ hasText: /剩余 \d+ 秒/ }).waitFor();
      await noSideways(page, 'quiz test');
      await t.shot(page, 'quiz-test');
    }
    if (i < 9) await page.getByRole('button', { name: '下一题' }).click();
  }
  await page.getByRole('button', { name: '交卷' }).click();
  await page.waitForURL(/\/pages\/custom\/answer\/result\?id=/);
  await page.getByRole('heading', { level: 2, name: '恭喜通过！' }).waitFor();
  await page.getByText('10 / 10').waitFor();
  await page.getByText(/获得 1 次抽奖机会/).waitFor();
  await page.getByText(/^来源：/).first().waitFor();
  await noSideways(page, 'quiz result');
  await t.shot(page, 'quiz-result');
  await page.getByRole('button', { name: '生成分享海报' }).click();
  const poster = page.locator('img.quiz-poster');
  await poster.waitFor();
  assert.match(await poster.getAttribute('src'), /^data:image\/png;base64,/);
  await poster.scrollIntoViewIfNeeded();
  await t.shot(page, 'quiz-poster');

  // The campaign holds the chance the pass earned: exactly one.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('youzhe.login')).ID_token);
  const again = await page.request.post(t.url(`/ver3/api/v3/quiz/attempts/${attempt.attemptId}/answers`), {
    headers: { Authorization: `Bearer ${token}` },
    data: { answers: Array(10).fill(null) },
  });
  const second = (await again.json()).data.result;
  assert.deepEqual([second.score, second.chance.outcome], [10, 'earned']);
});

journey('quiz in elder mode: large options, an unfinished attempt handed in, the answers shown', async (t) => {
  const { page } = await t.open({ userAgent: UA.zlbAndroid, init: zwDouble, initArg: 'elder' });
  await page.goto(t.url('/ver3/pages/custom/answer/index?openid=e2e-quiz-0002'));
  await until(page, () => document.documentElement.classList.contains('elder'), null, 'the elder class');
  await signedIn(page);
  await page.getByRole('heading', { level: 2, name: '浙江知识答题' }).waitFor();
  await t.shot(page, 'quiz-elder-index');
  const started = page.waitForResponse(isStart);
  await page.getByRole('button', { name: '开始答题' }).click();
  const attempt = (await (await started).json()).data;
  const first = attempt.questions[0];
  await page.getByRole('heading', { level: 2, name: first.question }).waitFor();
  const option = page.locator('.quiz-option').first();
  const box = await option.boundingBox();
  assert.ok(box.height >= 56, `an elder option is ${box.height}px tall`);
  await option.click();
  await noSideways(page, 'elder quiz test');
  await t.shot(page, 'quiz-elder-test');
  for (let i = 1; i < 10; i++) await page.getByRole('button', { name: '下一题' }).click();
  page.once('dialog', (d) => {
    assert.match(d.message(), /还有 9 题没答/);
    void d.accept();
  });
  await page.getByRole('button', { name: '交卷' }).click();
  await page.getByRole('heading', { level: 2, name: '差一点点，再来一次吧' }).waitFor();
  await page.getByText('你的答案：未作答').first().waitFor();
  await noSideways(page, 'elder quiz result');
  await t.shot(page, 'quiz-elder-result');
});
