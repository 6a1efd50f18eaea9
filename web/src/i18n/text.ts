// The one text layer's store: every user-facing string is a key here. zh-CN is bundled (it is the
// first screen's language); other locales will be loaded on demand with setMessages().
import { zhCN, type MessageKey } from './zh-CN';

export type { MessageKey };
export type Vars = Record<string, string | number>;

export type Words = Partial<Record<MessageKey, string>>;

/** zh-CN: the bundled words plus each area's, added when its pages load (addWords). */
const base: Words = { ...zhCN };
/** Another locale's words over zh-CN (setMessages). */
let messages: Words = {};
let locale = 'zh-CN';

/** Look a key up and fill `{name}` placeholders. A missing key shows itself, so gaps are visible. */
export function t(key: MessageKey, vars?: Vars): string {
  const text = messages[key] ?? base[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Whether the key's words have loaded (a route's title loads with the page table). */
export function hasWord(key: MessageKey): boolean {
  return key in messages || key in base;
}

/** An area's zh-CN words, loaded with its pages (see areas.ts). */
export function addWords(words: Words): void {
  Object.assign(base, words);
}

export function setMessages(nextLocale: string, next: Words): void {
  locale = nextLocale;
  messages = { ...next };
  document.documentElement.lang = nextLocale;
}

export function currentLocale(): string {
  return locale;
}
