// ESLint 9 flat config, run by `npm run lint` and by `npm test` before the unit tests.
// TypeScript: typescript-eslint's type-aware `strictTypeChecked` (the type information comes from
// tsconfig.json, the same project `npm run typecheck` compiles). React: the rules of hooks and
// exhaustive dependencies, and jsx-a11y's recommended rules on every .tsx file.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import staticParts from './eslint-rules/static-parts.mjs';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'public/', 'server-dist/', '.cache/', '.data/', 'test-results/', 'playwright-report/', 'coverage/', 'bench-results/', 'screenshots/', 'src/gatsby-types.d.ts', 'tests/fixtures/static-parts/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers in template literals (SVG coordinates, CSS lengths, counts in messages) read as written.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}`: an arrow's shorthand body returning void is the React idiom.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'gatsby-browser.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A static part keeps the server's HTML and is not hydrated: nothing inside may need React (src/startup/README.md).
    files: ['src/**/*.tsx', 'tests/fixtures/static-parts/*.tsx'],
    plugins: { site: { rules: { 'static-parts': staticParts } } },
    rules: { 'site/static-parts': 'error' },
  },
  {
    // Plain Node scripts that run before dependencies exist and the Jest config: no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['jest.config.js', 'tests/fixtures/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
