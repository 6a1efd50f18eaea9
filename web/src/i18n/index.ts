// The one text layer: every user-facing string is a key here. zh-CN is bundled (it is the
// first screen's language); other locales will be loaded on demand with setMessages().
import { zhCN, type MessageKey } from './zh-CN';

export type { MessageKey };
export type Vars = Record<string, string | number>;

let messages: Record<MessageKey, string> = zhCN;
let locale = 'zh-CN';

/** Look a key up and fill `{name}` placeholders. A missing key shows itself, so gaps are visible. */
export function t(key: MessageKey, vars?: Vars): string {
  const text = messages[key] ?? zhCN[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function setMessages(nextLocale: string, next: Partial<Record<MessageKey, string>>): void {
  locale = nextLocale;
  messages = { ...zhCN, ...next };
  document.documentElement.lang = nextLocale;
}

export function currentLocale(): string {
  return locale;
}
