import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      '.profile',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // src/ must stay host-agnostic: only adapters/ may talk to Telegram.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@telegram-apps/*'] }],
    },
  },
  {
    // Screens never call the network themselves: the API client (through the stores) does.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Screens act on stores; the API client is the one transport.' },
        {
          name: 'XMLHttpRequest',
          message: 'Screens act on stores; the API client is the one transport.',
        },
      ],
    },
  },
  {
    // Domain rules are pure: no React, MobX, I/O or platform.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'mobx*',
            '../api/*',
            '../stores/*',
            '../ui/*',
            '**/adapters/*',
          ],
          // Its index brings TZDate, a Date subclass that patches Date's methods as the bundle is
          // evaluated, so it cannot be left out: 1.2 KB of the app's start (zoned-time.ts).
          paths: [
            { name: '@date-fns/tz', message: "Import '@date-fns/tz/tzOffset' and the like." },
          ],
        },
      ],
    },
  },
  {
    // The arrows of ARCHITECTURE.md, enforced: ui → stores → (api, domain); domain imports nothing
    // of the others; the server reuses domain (and api schemas) but never React, MobX or screens;
    // and no import cycle anywhere (issue 14).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'adapters/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src', './server', './adapters'],
              except: ['./domain'],
              message: 'src/domain is pure: it imports only src/domain.',
            },
            {
              target: './src/api',
              from: ['./src/stores', './src/ui', './server', './adapters'],
              message: 'src/api must not import stores, screens or the server.',
            },
            {
              target: './src/ui',
              from: ['./src/api', './server'],
              message: 'Screens read and act on stores: never the API client or the server.',
            },
            {
              target: './src/stores',
              from: ['./src/ui', './server'],
              message: 'src/stores must not import screens (ui → stores, never back).',
            },
            {
              target: './server',
              from: ['./src/ui', './src/stores', './adapters'],
              message: 'server/ reuses src/domain and src/api, never screens or stores.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'react/*', 'mobx', 'mobx-*', '@telegram-apps/*'] },
      ],
    },
  },
  {
    // Playwright fixtures use `use` and `{}` by design.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
