// A server of a journey's own, for journeys that need content the shared server does not
// have (an empty bank, so what an operator writes is the whole bank): the shipped regions
// and campaigns and nothing else, its own data folder, on a free loopback port; stopped and
// cleaned up by `stop`.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openConsole, signIn } from './operator.mjs';
import { settled } from './settled.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts `bin serve` on the shipped regions and campaigns only; `name` tells its folders apart. */
export async function ownServer(bin, name) {
  const content = mkdtempSync(join(tmpdir(), `youzhe-e2e-${name}-content-`));
  for (const f of ['regions.jsonl', 'boundaries.jsonl', 'campaigns.jsonl']) copyFileSync(join(ROOT, 'data/zhejiang', f), join(content, f));
  const dataDir = mkdtempSync(join(tmpdir(), `youzhe-e2e-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, YOUZHE_DATA_DIR: dataDir, YOUZHE_CONTENT_DIR: content, RUST_LOG: 'warn' };
  const child = spawn(bin, ['serve'], {
    cwd: ROOT,
    env: { ...env, YOUZHE_ADDR: `127.0.0.1:${port}`, YOUZHE_PUBLIC_URL: base, YOUZHE_CAMPAIGN_NEW_PER_ADDRESS: 'off', YOUZHE_RATE_PAGEVIEWS: '2000/60' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${base}/healthz`).then((r) => r.status === 200).catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the ${name} server did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    youzhe: (args) => execFileSync(bin, args, { env, encoding: 'utf8' }),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(content, { recursive: true, force: true });
    },
  };
}

/** A province admin added on `server` with the command line; answers the name and password. */
export function provinceAdmin(server, prefix) {
  const user = `${prefix}-${Date.now() % 100000}`;
  const out = server.youzhe(['operator', 'add', user, '--role', 'province-admin']);
  const pw = out.match(/password \(shown once\): (\S+)/)?.[1];
  if (!pw) throw new Error(out);
  return { user, pw };
}

/**
 * A province admin of `server` signed into the console in a desktop window of `t`, on the
 * list of bank `entity` opened from its menu item `menu`: the page.
 */
export async function openBank(t, server, prefix, menu, entity) {
  const { user, pw } = provinceAdmin(server, prefix);
  const { page } = await openConsole(t);
  await page.goto(`${server.base}/ver3/admin/login`);
  await signIn(page, user, pw);
  await page.getByTestId('operator-name').waitFor();
  // The console finishes settling in after sign-in first: a tap during that is lost.
  await settled(page);
  await page.getByRole('menuitem', { name: menu }).click();
  await page.waitForURL(new RegExp(`/ver3/admin/content/${entity}$`));
  await page.locator('.ant-table-tbody').waitFor();
  return page;
}
