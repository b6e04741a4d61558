// ESLint 9 flat config, run by `npm run lint` and by `npm test` before the unit tests.
// TypeScript: typescript-eslint's type-aware `strictTypeChecked` (the type information comes from
// tsconfig.json, the same project `npm run typecheck` compiles). React: the rules of hooks and
// exhaustive dependencies, and jsx-a11y's recommended rules on every .tsx file.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Where code runs, by folder (README.md, "Where code runs"). typescript-eslint turns `no-undef` off for
// TypeScript (the compiler knows every global, and tsconfig gives all code both the DOM's and Node's), so
// each folder's environment is enforced by no-restricted-globals and no-restricted-imports (core rules).
const BROWSER = ['src/browser/**', 'src/components/**', 'src/pages/**', 'src/templates/**', 'src/hooks/**', 'src/startup/**', 'src/islands/**', 'src/styles/**', 'src/cms/**', 'gatsby-browser.ts'];
const SHARED = ['src/lib/**', 'src/forms/**', 'src/content/**', 'src/staff/**'];
const NODE = ['src/build/**', 'plugins/**', 'scripts/**', 'server/**', 'gatsby-node.ts', 'gatsby-config.ts', 'gatsby-ssr.tsx'];
const ES = new Set(Object.keys(globals.builtin));
// The browser's own globals (window, document, localStorage …); those Node has too (fetch, URL, timers) are not.
const BROWSER_ONLY = [...new Set([...Object.keys(globals.browser).filter((k) => !(k in globals.node) && !ES.has(k)), 'localStorage', 'sessionStorage', 'navigator'])];
// Node's own globals (process, Buffer, __dirname, require …).
const NODE_ONLY = Object.keys(globals.node).filter((k) => !(k in globals.browser) && !ES.has(k));
const restrictGlobals = (names, message) => ['error', ...names.map((name) => ({ name, message }))];
// Relative imports into a folder, from anywhere in the project: '../browser/scroll', '../../src/build/load-content'.
const into = (folders) => `^\\.{1,2}/(\\.\\./)*(src/)?(${folders.join('|')})(/|$)`;
const NODE_MODULES = '^(node:|(fs|path|child_process|os|http|https|net|crypto|url|module|stream|zlib|worker_threads|readline)(/|$))';
const importRule = (...patterns) => ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }];
const BUILD_FOLDERS = ['build', 'plugins', 'server', 'scripts'];
const NOT_BROWSER = [into(['browser']), 'Browser code (src/browser): this folder runs in Node.'];
// The lead service's layers (server/README.md): the database imports no feature, a feature no other's code but its types,
// and config.ts, which reads the environment, no folder of the service (nor settings.ts, the leaf of the settings' defaults).
const SERVER_LAYERS = [
  ['server/{config,settings}.ts', '^\\./[^/]+/', 'config.ts reads the environment for the parts of the service: it imports none of their folders (their settings are in settings.ts).'],
  ['server/db/**', '^\\.\\./(submissions|staff)(/|$)', 'The database layer (server/db) imports no feature.'],
  ['server/staff/**', '^\\.\\./submissions(?!/types$)(/|$)', "The staff feature imports only the submissions' types; app.ts hands it what it needs of them."],
  ['server/submissions/**', '^(\\.\\./)+staff(/|$)', 'The submissions feature does not import the staff feature.'],
];
const SHARED_MAY_NOT = ['browser', 'build', 'plugins', 'server', 'scripts', 'components', 'hooks', 'pages', 'templates', 'startup', 'cms'];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'public/', 'server-dist/', '.cache/', '.data/', 'test-results/', 'playwright-report/', 'coverage/', 'bench-results/', 'screenshots/', 'src/gatsby-types.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
    // Node: the build, scripts, the lead service, the tests and the configuration files.
    files: [...NODE, 'tests/**', '*.{ts,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: BROWSER,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'gatsby-browser.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Browser code, and the React code Gatsby renders at build time and then runs in the browser: no Node.
    // webpack inlines `process.env.GATSBY_*` and `process.env.BUILD_STAGE` and resolves `require`, nothing else of Node.
    files: BROWSER,
    rules: {
      'no-restricted-globals': restrictGlobals(NODE_ONLY.filter((k) => k !== 'process' && k !== 'require'), 'Node only: this folder runs in the browser (README.md, "Where code runs").'),
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='process'][property.name!='env']", message: 'Only process.env.* (inlined by webpack) exists in the browser.' }],
      'no-restricted-imports': importRule(
        [NODE_MODULES, "Node's modules: this folder runs in the browser."],
        [into(BUILD_FOLDERS), 'Build and Node code (src/build, plugins, server, scripts): this folder runs in the browser.'],
      ),
    },
  },
  {
    // Shared by the browser and Node (the pages, the build, the lead service): neither's globals nor code.
    files: SHARED,
    rules: {
      'no-restricted-globals': restrictGlobals([...BROWSER_ONLY, ...NODE_ONLY], 'Shared code (src/lib, src/forms, src/content, src/staff) runs in the browser and in Node: take it as an argument.'),
      'no-restricted-imports': importRule(
        [NODE_MODULES, "Node's modules: shared code also runs in the browser."],
        [into(SHARED_MAY_NOT), 'Shared code imports only shared code (src/lib, src/forms, src/content, src/staff, src/styles).'],
      ),
    },
  },
  {
    // Imports run one way between the layers of src/: the content model is below the code that renders
    // with it (src/lib), and the styles below the start-up mechanisms and what the pages render with; each
    // rule lives beside what it serves (src/startup/render-on-approach-css.ts, src/styles/hoist-styles.ts).
    files: ['src/content/**'],
    rules: {
      'no-restricted-imports': importRule(
        [NODE_MODULES, "Node's modules: shared code also runs in the browser."],
        [into(SHARED_MAY_NOT), 'Shared code imports only shared code (src/lib, src/forms, src/content, src/staff, src/styles).'],
        [into(['lib']), 'The content model is below src/lib, which imports it: src/content imports no src/lib.'],
      ),
    },
  },
  {
    files: ['src/styles/**'],
    rules: {
      'no-restricted-imports': importRule(
        [NODE_MODULES, "Node's modules: this folder runs in the browser."],
        [into(BUILD_FOLDERS), 'Build and Node code (src/build, plugins, server, scripts): this folder runs in the browser.'],
        [into(['lib', 'startup', 'components', 'pages', 'templates', 'hooks']), 'The styles are below the code that uses them: src/styles imports only the theme, src/browser and shared content.'],
      ),
    },
  },
  {
    // Node: the build, scripts, the lead service. The scripts that drive Chromium hand functions to
    // Playwright's page.evaluate, which run in the page (as the end-to-end tests do, under tests/).
    files: NODE,
    ignores: ['scripts/bench-inbox.ts', 'scripts/bench-inp.ts', 'scripts/screenshots.ts'],
    rules: {
      'no-restricted-globals': restrictGlobals(BROWSER_ONLY, 'Browser only: this folder runs in Node (README.md, "Where code runs").'),
      'no-restricted-imports': importRule(NOT_BROWSER),
    },
  },
  ...SERVER_LAYERS.map(([folder, regex, message]) => ({ files: [folder], rules: { 'no-restricted-imports': importRule(NOT_BROWSER, [regex, message]) } })),
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
