import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundaries between areas and layers, and the check for import cycles, are not ESLint's:
// see .dependency-cruiser.cjs (`npm run grenzen`).

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/lib/**',
      'functions/.bench-build/**',
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
    files: [
      '**/*.{mjs,js,cjs}',
      'functions/**/*.ts',
      'web/e2e/**/*.ts',
      'web/e2e-caddy/**/*.ts',
      'web/scripts/**',
      'web/*.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
);
