import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', '.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is read once, in server/platform/env.ts.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from server/platform/env.ts' }],
    },
  },
  {
    files: ['server/platform/env.ts', 'scripts/**', 'e2e/**', 'bench/**', '*.config.ts', '**/*.test.ts', 'server/test/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
