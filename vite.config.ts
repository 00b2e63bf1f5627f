/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const backend = process.env.BACKEND_URL ?? 'http://localhost:8081';

// react-router's package exports point bundlers at its development build (warnings, invariants);
// its own framework plugin swaps in the production build, so a library-mode app has to do the same.
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 8080,
    proxy: {
      '/api': backend,
      '/runtime-config.js': backend,
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/server/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
  },
}));
