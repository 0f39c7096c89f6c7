import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      '.build',
      'reports',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // The fixture sites' scripts run in a browser page.
    files: ['tests/fixtures/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Leaving a property out of a copy (`const { html, ...rest } = result`) is not a forgotten variable.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'no-console': 'off',
    },
  },
  {
    // The site never reaches into the build; it takes only types from the model, so the
    // model's schemas, record builders and chart geometry (zod, d3) stay out of the client bundle.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/model/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/tools/**'], message: 'src/ does not import the build (tools/).' },
            {
              group: ['**/model/**', 'zod', 'd3-*'],
              allowTypeImports: true,
              message: 'the client takes only types from the model: use `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // The model is pure: the build gives it what needs the machine (files, hashes, images).
    files: ['src/model/**/*.ts'],
    ignores: ['src/model/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'sharp'], message: 'src/model is pure: no node:*, no sharp.' },
            { group: ['**/tools/**'], message: 'src/ does not import the build (tools/).' },
          ],
        },
      ],
    },
  },
  {
    // The sign-in library is near its end of support: one place speaks to it, so a switch happens there.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/auth/cognito.ts', 'src/auth/cognito/**', 'src/auth/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'amazon-cognito-identity-js',
              message: 'only src/auth/cognito.ts and src/auth/cognito/ import the sign-in library.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript that runs before any TypeScript can (tools/run.mjs); @ts-check types it.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
)
