import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of docs/DESIGN.md, enforced: what a file may import. Patterns match the path as
 * written, so they hold for files that do not exist yet (store/sqlite/*, usecases/*).
 */
const grenzen = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/lib/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: grenzen(
      {
        regex: '(^|/)functions/(?!src/domain/)',
        message: 'De web-app gebruikt van de backend alleen functions/src/domain (via @domain/...).',
      },
      {
        regex: '(^@domain|/functions/src/domain)/validatie$|^zod$',
        message: 'zod hoort niet in de download van bezoekers: gebruik de regels uit @domain/velden.',
      },
    ),
  },
  {
    files: ['functions/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: grenzen({
      regex: '^(?!\\./|zod$)',
      message: 'domain/ is zuiver: geen I/O, geen node:-modules of pakketten (behalve zod), niets buiten domain/.',
    }),
  },
  {
    files: ['functions/src/api/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: grenzen({
      regex: '(^|/)store/(sqlite|firestore)',
      message: 'Een route kent alleen de Store-poort (store/port), nooit een adapter.',
    }),
  },
  {
    files: ['**/*.{mjs,js}', 'functions/**/*.ts', 'web/e2e/**/*.ts', 'web/scripts/**', 'web/*.config.ts'],
    languageOptions: { globals: globals.node },
  },
);
