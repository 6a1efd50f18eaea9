// Stored XSS on every field (docs/SECURITY.md, "Stored text is text"): the corpus of
// e2e/fixtures/xss-corpus.json goes in through every text a visitor or an operator writes —
// reviews, nicknames (WeChat's and the profile's), travel notes, corrections, photo contest
// titles and captions, a prize's delivery address, news and notices, live notices, a
// campaign's rules and prize names, a place's text fields — by the API the pages use, spread
// over few pages so it stays quick. Every page that shows them, in the visitor app and in the
// console, then runs none (`window.__pwned` stays 0), opens no dialog, makes the browser refuse
// or fetch nothing a payload asked for, and shows plain-text fields exactly as written.
import assert from 'node:assert/strict';
import { journey, until } from '../journey.mjs';
import { addOperator, edited, openConsole, operatorSession, signIn } from '../helpers/operator.mjs';
import { CORPUS, clean, shownLiterally, upTo, watch } from '../helpers/xss.mjs';

const ALL = CORPUS.map((c) => c.payload.trim());
/** Fields refusing control characters (a notice) get the payloads without tabs or newlines. */
const ONE_LINE = ALL.filter((p) => !/[\u0000-\u001f]/.test(p));
const REVIEWED = 'scenic-hz-xianghu';
const SUICHANG = '331123';
const LISHUI = 1230;
const EDITED_PLACE = 'scenic-ls-suichang-jinkuang';
const CONTEST = 'sample-photo-journey';
const DRAW = 'sample-lucky-draw';
/** Reviews published at once per author per hour (docs/REVIEWS.md): more would wait. */
const PER_AUTHOR = 5;

const b64url = (s) => Buffer.from(s, 'utf8').toString('base64url');
/** A second try of a journey signs in new visitors and operators (codes are spent once). */
const nonce = () => Date.now().toString(36);

/** Payloads packed into pieces of at most `max` characters, joined by `sep`. */
function packed(payloads, max, sep = ' ') {
  const out = [];
  let cur = '';
  for (const p of payloads) {
    if ([...p].length > max) continue;
    if (cur && [...cur].length + sep.length + [...p].length > max) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? cur + sep + p : p;
  }
  if (cur) out.push(cur);
  return out;
}

/** A call that a busy run's shared sign-in limit may answer 429: waits and asks again. */
async function patient(call) {
  for (let i = 0; ; i++) {
    const res = await call();
    if (res.status() !== 429 || i >= 12) return res;
    await new Promise((r) => setTimeout(r, 5_000));
  }
}

/** A visitor signed in by WeChat whose WeChat nickname is `nickname`: the token record. */
async function wechatVisitor(t, page, nickname) {
  const res = await patient(() => page.request.post(t.url('/ver3/api/wechat/v1/code/login'), { data: { code: `nick.${b64url(nickname)}.${nonce()}` } }));
  const body = await res.json();
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data;
}

async function visitorCall(t, page, token, method, path, data) {
  const res = await page.request.fetch(t.url(path), { method, headers: { Authorization: `Bearer ${token}` }, data });
  return res.json();
}

/** The visitor app in `page` signed in with `record` (as the app keeps its login record). */
async function signInAs(t, page, record) {
  await page.goto(t.url('/ver3/'));
  await page.evaluate((r) => localStorage.setItem('youzhe.login', JSON.stringify({ ...r, token_type: 'Bearer', setTime: Date.now() })), record);
}

/** A real JPEG drawn by the browser, different for each `n` (a photo enters a contest once). */
async function jpeg(page, n) {
  const b64 = await page.evaluate((n) => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const g = c.getContext('2d');
    g.fillStyle = `hsl(${(n * 37) % 360} 60% 70%)`;
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#335';
    g.fillRect(20 + n * 9, 60, 80, 120);
    return c.toDataURL('image/jpeg', 0.85).split(',')[1];
  }, n);
  return Buffer.from(b64, 'base64');
}

async function upload(t, page, token, n) {
  const res = await page.request.post(t.url('/ver3/api/v3/media'), {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: `xss-${n}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(page, n) } },
  });
  const body = await res.json();
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data[0].id;
}

/** Presses 加载更多 (or scrolls) until `selector` counts `want`, or gives up after `rounds`. */
async function loadAll(page, selector, want, rounds = 20) {
  for (let i = 0; i < rounds; i++) {
    const shown = await page.locator(selector).count();
    if (shown >= want) return;
    const more = page.getByRole('button', { name: '加载更多' });
    if (await more.count()) await more.first().dispatchEvent('click');
    else await page.mouse.wheel(0, 4000);
    await page.waitForFunction(([s, n]) => document.querySelectorAll(s).length > n, [selector, shown], { timeout: 15_000 }).catch(() => {});
  }
}

journey(`stored XSS: ${CORPUS.length} payloads written by visitors are shown as text and never run, in the app and the console`, async (t) => {
  assert.ok(CORPUS.length >= 60, 'the corpus holds at least 60 payloads');
  const { page } = await t.open();
  const seen = await watch(page);
  await page.goto(t.url('/ver3/'));

  // Authors: their WeChat nicknames are payloads; some then set a payload as their profile's
  // nickname (16 characters at most).
  const authors = [];
  const wechatNames = ALL.slice(0, Math.ceil(ALL.length / PER_AUTHOR));
  for (const name of wechatNames) authors.push({ record: await wechatVisitor(t, page, name), name: [...name].slice(0, 32).join('') });
  const profileNames = upTo(16);
  for (const [i, nickname] of profileNames.entries()) {
    const a = authors[authors.length - 1 - i];
    const r = await visitorCall(t, page, a.record.ID_token, 'PUT', '/ver3/api/v3/me/profile', { nickname });
    assert.equal(r.code, 0, `${nickname}: ${JSON.stringify(r)}`);
    a.name = nickname;
  }
  const token = (i) => authors[i % authors.length].record.ID_token;

  // Reviews: every payload, five per author so each is published at once.
  for (const [i, text] of ALL.entries()) {
    const r = await visitorCall(t, page, token(Math.floor(i / PER_AUTHOR)), 'POST', '/ver3/api/v3/reviews', { targetKind: 'place', targetId: REVIEWED, rating: 1 + (i % 5), text, mediaIds: [] });
    assert.equal(r.code, 0, `${text}: ${JSON.stringify(r)}`);
    assert.equal(r.data.status, 'published', text);
    assert.equal(r.data.text, text, 'kept as written');
  }

  // Travel notes about Suichang: a payload as the title, a handful as the text.
  const noteTitles = upTo(40);
  const noteTexts = packed(ALL, 2000, '\n').concat(packed(ALL.slice().reverse(), 400, '\n'));
  const notes = [];
  for (const [i, title] of noteTitles.slice(0, 8).entries()) {
    const r = await visitorCall(t, page, token(i), 'POST', '/ver3/api/v3/notes', { countyCode: SUICHANG, title, text: noteTexts[i % noteTexts.length] });
    assert.equal(r.code, 0, `${title}: ${JSON.stringify(r)}`);
    notes.push(r.data);
  }

  // Corrections: "something else" with a payload as what the visitor saw; one author's five
  // (a visitor's limit a minute).
  const reporter = authors[0];
  const corrections = packed(ALL, 500).slice(0, 5);
  for (const [i, text] of corrections.entries()) {
    const target = ['scenic-hz-xianghu', 'scenic-hz-xihu'][i % 2];
    const r = await visitorCall(t, page, reporter.record.ID_token, 'POST', '/ver3/api/v3/corrections', { targetKind: 'place', targetId: target, kind: 'other', text, mediaIds: [] });
    assert.equal(r.code, 0, `${text}: ${JSON.stringify(r)}`);
  }

  // Photo contest entries: payloads as titles (30 characters) and captions (300), three each
  // from four authors (a visitor has at most three waiting).
  const entryTitles = upTo(30);
  const captions = packed(ALL, 300);
  const entries = [];
  for (let i = 0; i < 12; i++) {
    const author = authors[1 + Math.floor(i / 3)].record.ID_token;
    const mediaId = await upload(t, page, author, i);
    const r = await visitorCall(t, page, author, 'POST', `/ver3/api/v3/photo-contests/${CONTEST}/entries`, {
      mediaId,
      title: entryTitles[i % entryTitles.length],
      caption: captions[i % captions.length],
    });
    assert.equal(r.code, 0, JSON.stringify(r));
    entries.push(r.data);
  }

  // The reviews page: every payload as a card's text, the authors' nicknames as written.
  await page.goto(t.url(`/ver3/pages/newcate/comments?id=${REVIEWED}`));
  await page.getByRole('heading', { level: 1, name: '全部点评' }).waitFor();
  await loadAll(page, '.rv-card', ALL.length);
  assert.equal(await page.locator('.rv-card').count(), ALL.length, 'every review is listed');
  const texts = await page.locator('.rv-card__text').allTextContents();
  assert.deepEqual(ALL.filter((p) => !texts.includes(p)), [], 'review texts shown as written');
  const names = await page.locator('.rv-card__author').allTextContents();
  assert.deepEqual(authors.map((a) => a.name).filter((n) => !names.includes(n)), [], 'nicknames shown as written');
  await t.shot(page, 'xss-reviews');
  await clean(page, seen, 'reviews');

  // The reporter's own corrections, and the author's own notes waiting for moderation.
  await signInAs(t, page, reporter.record);
  await page.goto(t.url('/ver3/pages/newcate/error'));
  await until(page, (n) => document.body.textContent.includes(n), corrections[0], 'the corrections');
  await shownLiterally(page, corrections, 'my corrections');
  await t.shot(page, 'xss-my-corrections');
  await clean(page, seen, 'my corrections');

  // The console's queue shows the notes, corrections and entries waiting; a moderator
  // publishes the notes and accepts the entries.
  const desk = await openConsole(t);
  const deskSeen = await watch(desk.page);
  const mod = `e2e-xss-mod-${nonce()}`;
  const pw = addOperator(t, mod, 'moderator');
  await desk.page.goto(t.url('/ver3/admin/login'));
  await signIn(desk.page, mod, pw);
  await desk.page.waitForURL(/\/ver3\/admin\/moderation$/);
  await until(desk.page, (n) => document.body.textContent.includes(n), noteTitles[0], 'the queue');
  await t.shot(desk.page, 'xss-console-queue');
  await clean(desk.page, deskSeen, 'console queue');
  const api = await operatorSession(t, `e2e-xss-mod-api-${nonce()}`, 'moderator');
  for (const n of notes) assert.equal((await api('POST', `/moderation/note/${n.id}/accept`, {})).code, 0);
  for (const e of entries) assert.equal((await api('POST', `/moderation/contest/${e.id}/accept`, {})).code, 0);

  // The county's notes page and the contest's gallery, as any visitor.
  const other = await t.open();
  const otherSeen = await watch(other.page);
  await other.page.goto(t.url('/ver3/pages/custom/suichang/notes'));
  await until(other.page, (n) => document.body.textContent.includes(n), noteTitles[0], 'the notes');
  await shownLiterally(other.page, noteTitles.slice(0, 8), 'notes');
  await t.shot(other.page, 'xss-notes');
  await clean(other.page, otherSeen, 'notes');
  await other.page.goto(t.url('/ver3/pages/actives/huawei'));
  await loadAll(other.page, '.pc-card', entries.length);
  const shownEntries = entries.filter((e) => e.title);
  await until(other.page, (n) => document.body.textContent.includes(n), shownEntries[0].title, 'the gallery');
  await shownLiterally(other.page, [...new Set(entries.map((e) => e.title))], 'contest titles');
  await shownLiterally(other.page, [...new Set(entries.map((e) => e.caption))], 'contest captions');
  await t.shot(other.page, 'xss-gallery');
  await clean(other.page, otherSeen, 'gallery');
});

journey('stored XSS: the corpus written by operators (news, notices, live notices, campaign rules and prizes, a place, an address) never runs', async (t) => {
  const api = await operatorSession(t, `e2e-xss-admin-api-${nonce()}`, 'province-admin');
  const publish = async (entity, id, body) => {
    const d = await api('PUT', `/content/${entity}/${id}/draft`, { body });
    assert.equal(d.code, 0, `${entity} ${id}: ${JSON.stringify(d)}`);
    const p = await api('POST', `/content/${entity}/${id}/publish`, { version: d.data.version });
    assert.equal(p.code, 0, `${entity} ${id}: ${JSON.stringify(p)}`);
  };

  // News and notices: payloads as titles, the whole corpus as the Markdown body.
  const titles = upTo(60);
  const body = ALL.join('\n\n');
  const bulletin = (id, i) => ({
    id,
    title: titles[i],
    body,
    city_id: LISHUI,
    county_code: null,
    pinned: false,
    starts_at: '2020-01-01T08:00:00+08:00',
    ends_at: null,
    source: titles[i + 10].slice(0, 40),
  });
  for (const i of [0, 1]) await publish('news', `news-xss-${i}`, bulletin(`news-xss-${i}`, i));
  for (const i of [2, 3]) await publish('notices', `notice-xss-${i}`, { ...bulletin(`notice-xss-${i}`, i), level: 'warning', ends_at: '2099-01-01T08:00:00+08:00' });

  // Live notices for the city: payloads packed into 200 characters.
  const endsAt = new Date(Date.now() + 86_400_000).toISOString();
  const live = packed(ONE_LINE, 200).slice(0, 4);
  for (const text of live) {
    const r = await api('POST', '/live/notice', { city_id: LISHUI, text, ends_at: endsAt });
    assert.equal(r.code, 0, `${text}: ${JSON.stringify(r)}`);
  }

  // A place's text fields.
  const rec = await api('GET', `/content/places/${EDITED_PLACE}`);
  assert.equal(rec.code, 0, JSON.stringify(rec));
  const placeBody = rec.data.published ?? rec.data.body;
  const place = {
    ...placeBody,
    address: upTo(80)[5],
    description: packed(ALL, 120)[0],
    opening_hours: upTo(40)[7],
    ticket: { price: null, notes: upTo(60)[9] },
    tags: upTo(10),
    themes: upTo(10).slice(0, 3),
  };
  await publish('places', EDITED_PLACE, place);

  // The lucky draw: its rules, and prizes named by payloads, one of them tilted so a visitor
  // wins it and gives a payload as the delivery address.
  const before = (await api('GET', `/campaigns/${DRAW}`)).data;
  const prizeNames = upTo(60).slice(0, 8);
  // Prize ids of this try: a second try must not meet the prize a first try's visitor won.
  const run = nonce();
  const prizeId = (i) => `xss-${run}-${i}`;
  const rules = packed(ALL, 4000, '\n')[0];
  const tilted = await api('PUT', `/campaigns/${DRAW}`, {
    ...edited(before, () => ({ weight: 0 })),
    rules,
    addPrizes: prizeNames.map((name, i) => ({ id: prizeId(i), name, kind: 'physical', stock: 5, weight: i === 0 ? 1_000_000 : 0, dailyCap: 0, price: 0 })),
  });
  assert.equal(tilted.code, 0, JSON.stringify(tilted));
  const { page } = await t.open();
  const seen = await watch(page);
  const address = { name: upTo(20)[3], mobile: '13812345678', address: upTo(120).filter((p) => [...p].length >= 5)[11] };
  try {
    await page.goto(t.url('/ver3/'));
    const winner = await wechatVisitor(t, page, '抽奖的游客');
    const call = (m, p, d) => visitorCall(t, page, winner.ID_token, m, p, d);
    const chance = await call('POST', `/ver3/api/v3/campaigns/${DRAW}/chances`, { task: 'checkin', key: 'xss-checkin' });
    assert.equal(chance.data?.outcome, 'earned', JSON.stringify(chance));
    const drawn = await call('POST', `/ver3/api/v3/campaigns/${DRAW}/draws`, { key: 'xss-draw' });
    assert.equal(drawn.data?.prize?.prizeId, prizeId(0), JSON.stringify(drawn));
    const prize = drawn.data.prize;
    const given = await call('PUT', `/ver3/api/v3/prizes/${prize.id}/address`, address);
    assert.equal(given.code, 0, JSON.stringify(given));
    await signInAs(t, page, winner);
    // Visitor pages: news and notices (each opened in full), the live page, the place, the
    // campaign, the winner's prizes.
    for (const tab of ['news', 'notices']) {
      await page.goto(t.url(`/ver3/pages/tour/classic?tab=${tab}&cityId=${LISHUI}`));
      await page.locator('.classic-notice').first().waitFor();
      for (const b of await page.locator('.classic-notice__toggle').all()) await b.click();
      // Attached, not visible: a body the sanitiser emptied (a payload of script alone) has no size.
      await page.locator('.classic-notice__body').first().waitFor({ state: 'attached' });
      await shownLiterally(page, tab === 'news' ? titles.slice(0, 2) : titles.slice(2, 4), tab);
      await t.shot(page, `xss-${tab}`);
      await clean(page, seen, tab);
    }
    await page.goto(t.url(`/ver3/pages/tour/livecity?city_id=${LISHUI}`));
    // The live pages show a notice's title: a live-form text cut at 60 characters.
    const liveTitles = live.map((x) => ([...x].length <= 60 ? x : [...x].slice(0, 59).join('') + '…'));
    await until(page, (n) => document.body.textContent.includes(n), liveTitles[0], 'the live notices');
    await shownLiterally(page, liveTitles, 'live notices');
    await t.shot(page, 'xss-live');
    await clean(page, seen, 'live');
    await page.goto(t.url(`/ver3/pages/poi/detail/scenic?id=${EDITED_PLACE}`));
    await until(page, (n) => document.body.textContent.includes(n), place.description, 'the place');
    await shownLiterally(page, [place.address, place.description], 'place');
    await t.shot(page, 'xss-place');
    await clean(page, seen, 'place');
    await page.goto(t.url(`/ver3/pages/actives/active1?id=${DRAW}`));
    await until(page, (n) => document.body.textContent.includes(n.split('\n')[0]), rules, 'the rules');
    await shownLiterally(page, rules.split('\n'), 'campaign rules');
    await t.shot(page, 'xss-campaign');
    await clean(page, seen, 'campaign');
    await page.goto(t.url('/ver3/pages/custom/huawei/myprize'));
    await until(page, (n) => document.body.textContent.includes(n), prizeNames[0], 'my prizes');
    await t.shot(page, 'xss-myprize');
    await clean(page, seen, 'my prizes');

    // The console: the prize found by its code with its address, the campaigns, the content
    // forms, the live notices.
    const desk = await openConsole(t);
    const deskSeen = await watch(desk.page);
    const admin = `e2e-xss-admin-${nonce()}`;
    const pw = addOperator(t, admin, 'province-admin');
    await desk.page.goto(t.url('/ver3/admin/login'));
    await signIn(desk.page, admin, pw);
    await desk.page.waitForURL(/\/ver3\/admin\/(?!login)/);
    await desk.page.goto(t.url('/ver3/admin/prizes'));
    await desk.page.getByLabel('兑奖码').fill(prize.code);
    await desk.page.getByRole('button', { name: /查\s*询/ }).click();
    await desk.page.getByTestId('prize-address').waitFor();
    await shownLiterally(desk.page, [prizeNames[0], address.name, address.address], 'console prize');
    await t.shot(desk.page, 'xss-console-prize');
    await clean(desk.page, deskSeen, 'console prize');
    for (const path of ['/ver3/admin/campaigns', '/ver3/admin/live', '/ver3/admin/content/news', '/ver3/admin/content/news/news-xss-0', '/ver3/admin/content/notices/notice-xss-2', `/ver3/admin/content/places/${EDITED_PLACE}`]) {
      await desk.page.goto(t.url(path));
      await desk.page.waitForLoadState('networkidle');
      await t.shot(desk.page, `xss-console-${path.split('/').slice(3).join('-')}`);
      await clean(desk.page, deskSeen, path);
    }
  } finally {
    // The shipped campaign as it was: its rules and weights; the prizes added here taken out
    // (the one won stays, stopped: a given prize cannot be removed).
    const back = await api('PUT', `/campaigns/${DRAW}`, {
      ...edited(before, () => ({})),
      prizes: [...edited(before, () => ({})).prizes, { id: prizeId(0), stock: 5, weight: 0, dailyCap: 0 }],
      removePrizes: prizeNames.slice(1).map((_, i) => prizeId(i + 1)),
    });
    assert.equal(back.code, 0, JSON.stringify(back));
  }
});
