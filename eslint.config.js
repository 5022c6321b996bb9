import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { selahPlugin } from './tools/eslint/module-boundaries.js';
import { interfaceTextPlugin } from './tools/eslint/interface-text.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // process.env is read in server/src/config.ts alone (ARCHITECTURE.md).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/src/config.ts.' },
      ],
    },
  },
  {
    // Time comes from the injected clock (platform/time/clock.ts), so tests move it instead of waiting.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/platform/time/clock.ts', 'server/src/**/*.test.ts', 'server/src/**/*.fixtures.ts', 'server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use the injected clock (ctx.clock.ms()).',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use the injected clock (ctx.clock.now()).',
        },
      ],
    },
  },
  {
    // Every API path is written once, in contracts' endpoint definitions: the web calls them by name.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the endpoint defined in contracts (call(xxxApi.name) or hrefOf) instead of writing its path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the endpoint defined in contracts (call(xxxApi.name) or hrefOf) instead of writing its path.',
        },
      ],
    },
  },
  {
    // A module or feature is entered only through its front door (docs/architecture.md).
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { selah: selahPlugin },
    rules: { 'selah/module-boundaries': 'error' },
  },
  {
    // The interface speaks through the message catalog (web/src/i18n, docs/decisions/036).
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { i18n: interfaceTextPlugin },
    rules: { 'i18n/interface-text': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/bin/**'],
    rules: { 'no-console': 'off' },
  },
);
