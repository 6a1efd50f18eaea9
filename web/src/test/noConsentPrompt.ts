// A signed-in page asks once per page load whether the visitor agreed to the texts in force
// (ui/ConsentPrompt.tsx), through a dynamic import and a fetch that land whenever the machine
// gets to them. Page tests that count a page's calls would count that one too, sooner or later
// by the machine's load; so page tests run without the prompt. The card itself is tested by
// ui/ConsentPrompt.test.tsx and asked for in the browser journeys (61).
import { vi } from 'vitest';

vi.mock('../ui/ConsentPrompt', async (actual) => ({
  ...(await actual<typeof import('../ui/ConsentPrompt')>()),
  askForConsentIfNeeded: async () => undefined,
}));
