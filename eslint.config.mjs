// ESLint for the API, the SPA and their tests: typescript-eslint's type-checked recommendations, React's
// hook rules for the SPA, and Prettier's config last so that formatting is Prettier's alone.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'frontend/src/api/schema.ts',
      'backend/data/**',
      'scripts/**',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // The lint runs TypeScript 6 (the last with an API) while the build runs 7; they disagree on which
      // assertions are needed, and the build's compiler is the one that decides.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read untyped JSON answers (supertest's body is `any`) and hand methods to expect().
    files: ['backend/test/**', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'frontend/e2e/**', 'frontend/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A migration's up/down are async by MikroORM's contract, even when they only queue SQL.
    files: ['backend/src/database/migrations/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An onClick may start a promise; its errors are shown by the fetcher's toast, not returned.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  prettier,
);
