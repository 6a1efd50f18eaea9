import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// axe-core run inside the page (issue 29): its source is evaluated in the page, so the check
// sees the page exactly as Chromium renders it, with the styles and colours a visitor sees.
// Not as a script tag: the app's Content-Security-Policy refuses inline scripts (as it
// should), and the DevTools evaluation is not subject to it. Only serious and critical findings fail a journey: those keep a visitor on a screen
// reader, on a keyboard or with weak eyes from using the page; moderate and minor ones are
// advice.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe-core over `page` (WCAG 2.0/2.1 A and AA rules and axe's best practices) and
 * returns its serious and critical violations: `{ id, impact, help, targets, detail }`, where
 * `targets` are the CSS selectors of the offending nodes and `detail` what axe found on the first.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  const found = await page.evaluate(
    async () => {
      const r = await window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
        // What axe measured on the first node (a contrast ratio and its colours, say).
        detail: (v.nodes[0]?.any[0] ?? v.nodes[0]?.all[0] ?? v.nodes[0]?.none[0])?.message ?? '',
      }));
    },
  );
  return found.filter((v) => FAILING.has(v.impact));
}

/** One line per violation, for a failure message: `rule (impact) help — selector, selector`. */
export function describeViolations(violations, maxTargets = 3) {
  return violations
    .map((v) => {
      const more = v.targets.length > maxTargets ? ` (+${v.targets.length - maxTargets} more)` : '';
      return `${v.id} (${v.impact}) ${v.help} — ${v.targets.slice(0, maxTargets).join(', ')}${more}${v.detail ? `: ${v.detail}` : ''}`;
    })
    .join('\n');
}
