/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * React Router's bundle creates its contexts and components with `React.createContext` /
 * `React.forwardRef` calls and names them with `x.displayName = …`: to the bundler these are
 * side effects, so every component stays in the first screen whether the app uses it or not
 * (Form, NavLink, fetchers, framework-mode prefetching). Those calls are pure and the names only
 * serve React's developer tools, so production builds mark the calls pure and drop the names.
 */
function pureReactRouter(): Plugin {
  return {
    name: 'youzhe:pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]*\.mjs$/.test(id)) return null;
      return code
        .replace(/= (React\d*\.(?:createContext|forwardRef|memo)\()/g, '= /* @__PURE__ */ $1')
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
    },
  };
}

/**
 * The visitor app renders with Preact through its React compatibility layer: the same
 * components, hooks and libraries (React Router, TanStack Query, antd-mobile), at a tenth of
 * React DOM's size on the first screen (docs/FRONTEND.md, "Renderer"). Only the visitor's
 * production build: the console keeps React; unit tests and the dev server render with React
 * (the components' contract), the browser journeys run the build that ships.
 */
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};
function visitorOnPreact(): Plugin {
  return {
    name: 'youzhe:visitor-on-preact',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const to = PREACT[source];
      if (!to || this.environment.name !== 'client') return null;
      return this.resolve(to, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * The list of the visitor app's files (`offline-files.json`), which the service worker
 * fetches when a visitor saves something for offline use (docs/FRONTEND.md, "Offline"): every
 * page's code and words, so a kept page never misses a chunk it had not needed before.
 */
function offlineFileList(): Plugin {
  return {
    name: 'youzhe:offline-file-list',
    apply: 'build',
    // Written once the files are written: the names are final only then.
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const files = Object.keys(bundle)
        .filter((f) => f.startsWith('static/') && !f.endsWith('.map'))
        .sort()
        .map((f) => `/ver3/${f}`);
      writeFileSync(join(options.dir, 'offline-files.json'), JSON.stringify(files));
    },
  };
}

// The server embeds dist/ and serves it under /ver3/ (SPEC §9: assets under /ver3/static/js).
// Hashed names let the server send them with an immutable cache header.
export default defineConfig(({ mode }) => ({
  base: '/ver3/',
  plugins: [react(), pureReactRouter(), visitorOnPreact(), offlineFileList()],
  resolve: {
    // react-router's package sends every bundler its development build (warnings and checks
    // included); production builds take its production build (-0.6 kB gzip on the first screen).
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
          ]
        : [],
  },
  build: {
    assetsDir: 'static',
    target: 'es2020',
    cssCodeSplit: true,
    // Read by bench/web-budget.mjs to tell the first route's files from the lazy ones.
    manifest: true,
    rollupOptions: {
      output: {
        // The services layer every page imports stays in the entry chunk. Left to itself the
        // bundler moved it into a shared chunk of its own once the phone sign-in page joined
        // the table (cause not found), which cost the first route 1.4 kB of chunk overhead.
        // A module added to services' static imports belongs in this list.
        codeSplitting: {
          groups: [
            {
              name: 'index',
              test: /[\\/]src[\\/](services\.ts|session[\\/](auth|authState|loginRecord|params|guard|store)\.ts|api[\\/](identity|places|search|pageViews|request)\.ts|config[\\/]runtime\.ts|platform[\\/](elder|ua)\.ts|lib[\\/]linkDecoration\.ts)$|[\\/]zustand[\\/]/,
            },
          ],
        },
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: 'static/[ext]/[name]-[hash][extname]',
      },
    },
  },
  // The operator console (admin.html, src/admin/) is built by the same `vite build` as an
  // environment of its own: its own shell, chunks and manifest. As a second input of the
  // visitor's build it would share React's modules with the visitor's entry, and the
  // bundler would split them into shared chunks that cost the visitor's first route 1.5 kB.
  // The server answers admin.html for /ver3/admin and every path below it.
  environments: {
    admin: {
      consumer: 'client',
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        assetsDir: 'static',
        target: 'es2020',
        manifest: '.vite/admin-manifest.json',
        rollupOptions: {
          input: fileURLToPath(new URL('./admin.html', import.meta.url)),
          output: {
            entryFileNames: 'static/js/[name]-[hash].js',
            chunkFileNames: 'static/js/admin-[name]-[hash].js',
            assetFileNames: 'static/[ext]/admin-[name]-[hash][extname]',
          },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.admin);
    },
  },
  server: {
    // During `vite dev` the API is the local server (YOUZHE_ADDR), if one runs.
    proxy: {
      '/ver3/api': process.env.YOUZHE_URL ?? 'http://127.0.0.1:8080',
      '/brand-api': process.env.YOUZHE_URL ?? 'http://127.0.0.1:8080',
      '/wxShare': process.env.YOUZHE_URL ?? 'http://127.0.0.1:8080',
      '/v3/homepage': process.env.YOUZHE_URL ?? 'http://127.0.0.1:8080',
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/allWords.ts', 'src/test/asyncWaits.ts', 'src/test/noConsentPrompt.ts'],
    // Above the 5 s that findBy* / waitFor may wait (src/test/asyncWaits.ts).
    testTimeout: 15_000,
    restoreMocks: true,
    // A fresh module graph per file: several files replace the services layer with
    // vi.mock, and with shared modules a component first loaded under one file's mock kept
    // it in the next file (the favourite heart, the photo picker). The whole run takes
    // about 110 s on two cores this way, and no file can lean on another.
    isolate: true,
    unstubGlobals: true,
  },
}));
