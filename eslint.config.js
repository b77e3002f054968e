import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const NO_CLIENT = {
  group: ['@client/*', '**/client/**'],
  message: 'Server and shared code import nothing from client/: move what both sides use to shared/.',
};
/** A floor of the server under the features (tests excepted): it imports neither the client nor a feature. */
const belowTheFeatures = (folder, message) => ({
  files: [`${folder}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [NO_CLIENT, { group: ['@server/features/*', '**/features/**', '**/seed/**'], message }] },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', '.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-checked rules: a promise is awaited, returned or handed to something that takes one (issue 32).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // One wrapper for tables that scroll sideways: client/ui/ScrollTable names and focuses the region.
  {
    files: ['client/**/*.tsx'],
    ignores: ['client/ui/ScrollTable.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXMemberExpression[object.name='Table'][property.name='ScrollContainer']",
          message: 'Use ScrollTable from client/ui/ScrollTable.tsx (a focusable, named scroll region).',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is read once, in server/platform/env.ts.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from server/platform/env.ts' },
      ],
    },
  },
  // Layers: the client may import only types from the server (nothing of it is bundled); the server
  // and shared/ import nothing from the client (what both sides need lives in shared/).
  // Where API contracts live (decision 023): a contract is a zod schema in a `*.schemas.ts` file, in
  // shared/<domain>/ when both sides run it, else beside its routes in server/features/<f>/; the client
  // reads a server contract's types only, and nothing else of the server.
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/features/*/*.schemas', '**/server/features/*/*.schemas'],
              allowTypeImports: true,
              message:
                'The client imports only types from the server (import type); shared code goes in shared/.',
            },
            {
              group: [
                '@server/**',
                '!@server/features/*/*.schemas',
                '**/server/**',
                '!**/server/features/*/*.schemas',
              ],
              message:
                "API contracts live in *.schemas.ts files (decision 023): import the type from the feature's *.schemas.ts, or move what both sides run to shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_CLIENT] }] },
  },
  // server/db is the lowest floor (schema, migrations, connections): it imports no feature. The demo
  // data, which writes through the features' services, lives above it in server/seed/.
  belowTheFeatures(
    'server/db',
    'server/db is the lowest floor: it imports no feature (the demo data is server/seed/).',
  ),
  // server/platform is under the features: what it needs of one (the settings, two-factor codes) is an
  // interface it declares (platform/settings.ts, session/auth.ts's TotpOnce), given by server/app.ts.
  belowTheFeatures(
    'server/platform',
    'server/platform imports no feature: declare the interface it needs in server/platform/ and have server/app.ts give the feature.',
  ),
  {
    files: ['shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '**/server/**', '@client/*', '**/client/**'],
              message: 'shared/ is pure: it imports neither client/ nor server/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'server/platform/env.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '*.config.ts',
      '**/*.test.ts',
      'server/test/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
