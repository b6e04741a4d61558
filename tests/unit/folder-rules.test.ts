/**
 * The folders say where their code runs (README.md, "Where code runs"; eslint.config.mjs): browser code
 * names no Node global and imports no build or Node code; build and Node code names no browser global and
 * imports no browser code; the shared folders (src/lib, src/forms, src/content, src/staff) do neither; and
 * imports run one way between layers (src/content imports no src/lib, src/styles no src/lib or src/startup;
 * server/config.ts no folder of the service).
 * Each line below is linted by ESLint's Node API with the project's own config, as if it were a file in
 * that folder (lintText with a filePath there); a bad line must be reported by the rule that guards it, a
 * good one must pass. ESLint runs in a child process (its config is an ES module, which Jest's CommonJS
 * runtime cannot load), once for every case. Type information is switched off for these made-up files.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Case {
  file: string;
  code: string;
}

interface LintMessage {
  ruleId: string | null;
  message: string;
}

const LINT = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(cases: readonly Case[]): LintMessage[][] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out) as LintMessage[][];
}

/** [file inside the folder, code that breaks a rule, the rule that must report it] */
const BAD: [string, string, string][] = [
  // Browser code: no Node, no build code.
  ['src/browser/x.ts', "import fs from 'node:fs';\nexport const f = fs;", 'no-restricted-imports'],
  ['src/browser/x.ts', "import { loadContent } from '../build/load-content';\nexport const l = loadContent;", 'no-restricted-imports'],
  ['src/browser/x.ts', "import { feedFiles } from '../../plugins/gatsby-plugin-site-build/feeds';\nexport const f = feedFiles;", 'no-restricted-imports'],
  ['src/browser/x.ts', 'export const here = __dirname;', 'no-restricted-globals'],
  ['src/browser/x.ts', 'export const b = Buffer.from("a");', 'no-restricted-globals'],
  ['src/browser/x.ts', 'export const cwd = process.cwd();', 'no-restricted-syntax'],
  ['src/components/x.tsx', "import { checkContent } from '../../build/content-check';\nexport const c = checkContent;", 'no-restricted-imports'],
  ['src/hooks/x.ts', "import { createServer } from 'node:http';\nexport const s = createServer;", 'no-restricted-imports'],
  // Shared code: neither the browser's nor Node's globals or code.
  ['src/forms/x.ts', 'export const w = window.innerWidth;', 'no-restricted-globals'],
  ['src/forms/x.ts', 'export const e = process.env.X;', 'no-restricted-globals'],
  ['src/forms/x.ts', "import { showToast } from '../browser/toast-bus';\nexport const s = showToast;", 'no-restricted-imports'],
  ['src/content/x.ts', "export const saved = localStorage.getItem('a');", 'no-restricted-globals'],
  ['src/content/x.ts', "import { loadContent } from '../build/load-content';\nexport const l = loadContent;", 'no-restricted-imports'],
  ['src/content/cms/x.ts', "import path from 'node:path';\nexport const p = path;", 'no-restricted-imports'],
  ['src/staff/x.ts', 'export const t = document.title;', 'no-restricted-globals'],
  ['src/staff/x.ts', "import { call } from '../browser/staff/client';\nexport const c = call;", 'no-restricted-imports'],
  ['src/lib/x.ts', 'export const d = __filename;', 'no-restricted-globals'],
  ['src/lib/x.ts', "import { priorityAttribute } from '../components/ui/Picture';\nexport const p = priorityAttribute;", 'no-restricted-imports'],
  // Imports that would run upward between the layers of src/.
  ['src/content/x.ts', "import { routeNamed } from '../lib/routes';\nexport const r = routeNamed;", 'no-restricted-imports'],
  ['src/styles/x.ts', "import { RENDERED_ATTRIBUTE } from '../startup/render-on-approach';\nexport const r = RENDERED_ATTRIBUTE;", 'no-restricted-imports'],
  ['src/styles/x.ts', "import { ROUTES } from '../lib/routes';\nexport const r = ROUTES;", 'no-restricted-imports'],
  ['src/styles/x.ts', "import fs from 'node:fs';\nexport const f = fs;", 'no-restricted-imports'],
  // Build and Node code: no browser globals, no browser code.
  ['src/build/x.ts', 'export const w = window.location.href;', 'no-restricted-globals'],
  ['src/build/x.ts', "import { scrollTargetFor } from '../browser/scroll';\nexport const s = scrollTargetFor;", 'no-restricted-imports'],
  ['plugins/gatsby-plugin-site-build/x.ts', "import { showToast } from '../../src/browser/toast-bus';\nexport const s = showToast;", 'no-restricted-imports'],
  ['plugins/gatsby-plugin-site-build/x.ts', 'export const d = document.body;', 'no-restricted-globals'],
  ['server/x.ts', "import { prefetchInbox } from '../src/browser/staff/prefetch';\nexport const p = prefetchInbox;", 'no-restricted-imports'],
  ['server/x.ts', "export const s = sessionStorage.getItem('a');", 'no-restricted-globals'],
  ['scripts/x.ts', 'export const n = navigator.userAgent;', 'no-restricted-globals'],
  // The lead service's layers: the database imports no feature, a feature no other's code but its types.
  ['server/db/x.ts', "import { staffStoreOn } from '../staff/store';\nexport const s = staffStoreOn;", 'no-restricted-imports'],
  ['server/db/x.ts', "import { SubmissionStore } from '../submissions/store';\nexport const s = SubmissionStore;", 'no-restricted-imports'],
  ['server/staff/x.ts', "import { openStore } from '../submissions';\nexport const o = openStore;", 'no-restricted-imports'],
  ['server/submissions/x.ts', "import { staffStoreOn } from '../staff/store';\nexport const s = staffStoreOn;", 'no-restricted-imports'],
  ['server/submissions/delivery/x.ts', "import { EventHub } from '../../staff/events';\nexport const e = EventHub;", 'no-restricted-imports'],
  ['server/config.ts', "import { DEFAULT_HTTP_LIMITS } from './http/limits';\nexport const d = DEFAULT_HTTP_LIMITS;", 'no-restricted-imports'],
  ['server/staff/x.ts', "import { prefetchInbox } from '../../src/browser/staff/prefetch';\nexport const p = prefetchInbox;", 'no-restricted-imports'],
];

/** Lines each folder may hold: the same kind of thing, on its own side. */
const GOOD: Case[] = [
  { file: 'src/browser/x.ts', code: "import { ROUTES } from '../lib/routes';\nimport { FORMS } from '../forms/fields';\nexport const a = [ROUTES, FORMS, window.innerWidth, document.title, localStorage, process.env.GATSBY_X];" },
  { file: 'src/components/x.tsx', code: "import { showToast } from '../browser/toast-bus';\nexport const a = [showToast, window.scrollY, process.env.BUILD_STAGE];" },
  { file: 'src/forms/x.ts', code: "import { FORMS } from './fields';\nimport { ROUTES } from '../lib/routes';\nexport const a = [FORMS, ROUTES, new URL('https://a.example'), setTimeout, fetch];" },
  { file: 'src/content/x.ts', code: "import { CONTENT_FILES } from './content-schema';\nimport { colors } from '../styles/theme';\nexport const a = [CONTENT_FILES, colors, Intl.DateTimeFormat];" },
  { file: 'src/styles/x.ts', code: "import { colors } from './theme';\nimport { showToast } from '../browser/toast-bus';\nexport const a = [colors, showToast, document.title];" },
  { file: 'src/startup/x.ts', code: "import { colors } from '../styles/theme';\nimport { ROUTES } from '../lib/routes';\nexport const a = [colors, ROUTES];" },
  { file: 'src/staff/x.ts', code: "import { telHref } from '../content/facts';\nimport { FORMS } from '../forms/fields';\nexport const a = [telHref, FORMS];" },
  { file: 'src/build/x.ts', code: "import fs from 'node:fs';\nimport { fillContent } from '../content/fill-content';\nexport const a = [fs, fillContent, process.cwd(), __dirname, Buffer];" },
  { file: 'plugins/gatsby-plugin-site-build/x.ts', code: "import path from 'node:path';\nimport { loadContent } from '../../src/build/load-content';\nexport const a = [path, loadContent, process.env.X];" },
  { file: 'server/staff/x.ts', code: "import type { NotSpamResult } from '../submissions/types';\nimport type { SqlDriver } from '../db/types';\nexport type A = [NotSpamResult, SqlDriver];" },
  { file: 'server/submissions/x.ts', code: "import type { Database } from '../db/types';\nimport { redactSecrets } from '../redact';\nexport const a = [redactSecrets] as unknown as Database[];" },
  { file: 'server/config.ts', code: "import { DEFAULT_HTTP_LIMITS } from './settings';\nimport { redactSecrets } from './redact';\nexport const a = [DEFAULT_HTTP_LIMITS, redactSecrets];" },
  { file: 'server/x.ts', code: "import { FORMS } from '../src/forms/fields';\nimport { STAFF_ROUTES } from '../src/staff/api';\nexport const a = [FORMS, STAFF_ROUTES, process.pid];" },
];

describe('where code runs, by folder', () => {
  let bad: LintMessage[][];
  let good: LintMessage[][];
  beforeAll(() => {
    const results = lintAll([...BAD.map(([file, code]) => ({ file, code })), ...GOOD]);
    bad = results.slice(0, BAD.length);
    good = results.slice(BAD.length);
  }, 120_000);

  it.each(BAD.map(([file, code, rule], i) => ({ file, code, rule, i })))('$file: $rule refuses `$code`', ({ rule, i }) => {
    expect(bad[i].map((m) => m.ruleId)).toContain(rule);
  });

  it.each(GOOD.map((c, i) => ({ ...c, i })))('$file: allows `$code`', ({ i }) => {
    expect(good[i]).toEqual([]);
  });
});
