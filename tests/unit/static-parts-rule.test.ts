/**
 * The ESLint rule that keeps static parts inert (eslint-rules/static-parts.mjs): nothing inside a
 * StaticHtml or a Section isStatic may have state, an effect, a ref or a handler, followed through the
 * components and hooks it uses. Run as `npm run lint` runs it, on a fixture the lint run itself ignores.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixture = 'tests/fixtures/static-parts/parts.tsx';

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

function lintFixture(): LintMessage[] {
  let out: string;
  try {
    out = execFileSync(path.join(root, 'node_modules/.bin/eslint'), ['--no-ignore', '--format', 'json', fixture], { cwd: root, encoding: 'utf8' });
  } catch (e) {
    // ESLint exits 1 when it reports errors; its JSON is still on standard output.
    out = (e as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(out) as { messages: LintMessage[] }[];
  return result.messages.filter((m) => m.ruleId === 'site/static-parts');
}

describe('site/static-parts', () => {
  let reported: LintMessage[];
  beforeAll(() => {
    reported = lintFixture();
  }, 120_000);

  it('reports each static part that holds state, an effect or a handler, and no other', () => {
    const lines = reported.map((m) => m.line);
    // The fixture's parts a-e open on these lines; f (plain markup) and g (not static) are not reported.
    expect(lines).toEqual([39, 45, 49, 53, 57]);
  });

  it('says what it found and how it got there', () => {
    const [state, handler, effect, title, value] = reported.map((m) => m.message);
    expect(state).toMatch(/^Inside the static part <StaticHtml>, <Counter> \(tests\/fixtures\/static-parts\/parts\.tsx:9\) → useState/);
    expect(handler).toMatch(/^Inside the static part <Section>, <Clicky> .* → the onClick attribute/);
    expect(effect).toMatch(/<Ticking> .* → useTicker .* → useEffect/);
    expect(title).toMatch(/<Clicky> .* → the onClick attribute/);
    expect(value).toMatch(/counted .* → <Counter> .* → useState/);
  });
});
