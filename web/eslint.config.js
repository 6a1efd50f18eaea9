// Lint: TypeScript's recommended rules, kept minimal, and the layering of docs/FRONTEND.md
// that the compiler cannot see: an area folder (src/pages/<area>) never imports another
// area's files (eslint.areas.js reads the areas from the folders); what two areas share lives
// in src/ui or src/features/<name> (its index.ts).
import tseslint from 'typescript-eslint';
import { areaBoundaryRule } from './eslint.areas.js';

/** React Router's Link carries framework-mode prefetching into the first screen: src/ui/Link.tsx is the app's. */
const OWN_LINK = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use Link from src/ui/Link (React Router\'s pulls its prefetching into the first screen).',
};

/** The visitor's build renders with Preact (docs/FRONTEND.md, "Renderer"): React DOM's own resource and form APIs are not there. */
const REACT_DOM_ONLY = {
  name: 'react-dom',
  importNames: ['preload', 'preinit', 'preconnect', 'prefetchDNS', 'preloadModule', 'preinitModule', 'useFormStatus', 'requestFormReset'],
  message: 'Not in the visitor build\'s renderer (Preact): use lib/preloadImage or plain DOM.',
};

/** Within src/pages: a feature is imported through its index.ts, not its files. */
const FEATURE_FILES = {
  regex: '^(\\.\\./)+features/[^/]+/.+',
  message: 'Import a feature through its index.ts (src/features/<name>), not its files.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/api/schema.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // The compiler already reports unused names (noUnusedLocals / noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
      'no-restricted-imports': ['error', { paths: [OWN_LINK, REACT_DOM_ONLY] }],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    plugins: { youzhe: { rules: { 'area-boundary': areaBoundaryRule() } } },
    rules: {
      'youzhe/area-boundary': 'error',
      'no-restricted-imports': ['error', { paths: [OWN_LINK, REACT_DOM_ONLY], patterns: [FEATURE_FILES] }],
    },
  },
  {
    // The operator console is a build of its own (admin.html): React Router's Link costs the
    // visitor's first screen nothing there. Visitor code never imports the console.
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
