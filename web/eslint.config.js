// Lint: TypeScript's recommended rules, kept minimal, and the layering of docs/FRONTEND.md
// that the compiler cannot see: an area folder (src/pages/<area>) never imports another
// area's files; what two areas share lives in src/ui or src/features/<name> (its index.ts).
import tseslint from 'typescript-eslint';

/** React Router's Link carries framework-mode prefetching into the first screen: src/ui/Link.tsx is the app's. */
const OWN_LINK = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use Link from src/ui/Link (React Router\'s pulls its prefetching into the first screen).',
};

const AREAS = ['cate', 'error', 'famous', 'homesearch', 'hotel', 'line', 'newcate', 'poi', 'public', 'ranklist', 'topic', 'tour', 'webview', 'location', 'login', 'found'];

/** In src/pages/<area>: no import of ../<other area>/… nor of ../../pages/<other area>/…. */
const areaBoundary = (area) => ({
  files: [`src/pages/${area}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [OWN_LINK],
        patterns: [
          {
            regex: `^(\\.\\./)+(pages/)?(?!${area}/)(${AREAS.join('|')})(/|$)`,
            message: 'Area folders do not import each other: move what they share to src/ui or src/features/<name> (through its index.ts).',
          },
          {
            regex: '^(\\.\\./)+features/[^/]+/.+',
            message: 'Import a feature through its index.ts (src/features/<name>), not its files.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/api/schema.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // The compiler already reports unused names (noUnusedLocals / noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
      'no-restricted-imports': ['error', { paths: [OWN_LINK] }],
    },
  },
  ...AREAS.map(areaBoundary),
  {
    // The operator console is a build of its own (admin.html): React Router's Link costs the
    // visitor's first screen nothing there. Visitor code never imports the console.
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Areas that are not folders yet still may not reach into the others.
    files: ['src/pages/**/*.{ts,tsx}'],
    ignores: AREAS.map((a) => `src/pages/${a}/**`),
    rules: { 'no-restricted-imports': ['error', { paths: [OWN_LINK], patterns: [{ regex: `^(\\.\\./)+(${AREAS.join('|')})/`, message: 'Area folders do not import each other.' }] }] },
  },
);
