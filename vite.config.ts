/// <reference types="vitest/config" />
import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { textPart, type TextPart } from './src/i18n/parts.ts';
import { precompress } from './scripts/vite-precompress.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:8081';

// react-router's package exports point bundlers at its development build (warnings, invariants);
// its own framework plugin swaps in the production build, so a library-mode app has to do the same.
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** `locales/xx.json?part=core|rest`: that part of a language file (src/i18n/parts.ts). */
function localeParts(): Plugin {
  const PART = /[\\/]src[\\/]i18n[\\/]locales[\\/][^\\/?]+\.json\?part=(core|rest)$/;
  return {
    name: 'storefront-locale-parts',
    enforce: 'pre',
    load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      // A JS module (not JSON): the query hides the .json extension from the bundler's own loader.
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(textPart(texts, match[1] as TextPart)))});`,
        moduleType: 'js',
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [localeParts(), react(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : [],
  },
  ssr: {
    // Packages whose Node entry does not load as ESM are bundled into the server build.
    noExternal: ['@telegram-apps/telegram-ui'],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 500, // the one first-render file (below) is ~440 KB before compression
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes out as one file: the page needs all of it
          // before the first render anyway, and one compressed file is ~6 KB smaller than twenty
          // (each restarts its dictionary) and is one request instead of twenty.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 8080,
    proxy: {
      // ws: live order updates reach the backend's Pusher endpoint under /api/app/{key}.
      '/api': { target: backend, ws: true },
      '/runtime-config.js': backend,
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/server/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // Both cores (the default keeps one free: a single worker on a 2-core machine), and the module
    // graph loaded once per worker instead of once per file: 52 s -> 11 s for the same 1,929 tests
    // on this machine (they pass in any file order: checked with --sequence.shuffle.files).
    maxWorkers: 2,
    isolate: false,
  },
}));
