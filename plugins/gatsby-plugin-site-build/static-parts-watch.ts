/**
 * `gatsby develop` warns, as someone edits, when a component inside a static part gains state, an effect, a
 * ref or an event handler: code that would silently never run for a visitor (src/startup/README.md,
 * mechanism 6). The check is the ESLint rule `site/static-parts` (eslint-rules/static-parts.mjs), which
 * `npm run lint` and so `npm test` enforce; here, after each rebuild of the dev server, the files that hold
 * static parts and the files just changed are linted with that rule alone (ESLint's `ruleFilter`), in the
 * background: the page is never held up by it. A problem is printed once, until it changes or is fixed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';

export const RULE_ID = 'site/static-parts';

/** The files under src/ that open a static part (`<StaticHtml` or `isStatic`). */
export function staticPartFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (p.endsWith('.tsx') && /<StaticHtml\b|\bisStatic\b/.test(fs.readFileSync(p, 'utf8'))) out.push(p);
    }
  };
  walk(path.join(root, 'src'));
  return out;
}

/**
 * ESLint with the rule alone, in a child process: the type-aware rule builds a TypeScript program of the
 * project (hundreds of MB the dev server should not keep), and ESLint loads its config with `import()`.
 */
const LINT_SCRIPT = `
const { ESLint } = await import('eslint');
const [root, ignore, files] = [process.argv[1], process.argv[2] === '1', JSON.parse(process.argv[3])];
const eslint = new ESLint({ cwd: root, ignore, ruleFilter: ({ ruleId }) => ruleId === '${RULE_ID}' });
const results = await eslint.lintFiles(files);
process.stdout.write(JSON.stringify(results.flatMap((r) => r.messages.filter((m) => m.ruleId === '${RULE_ID}')
  .map((m) => ({ file: r.filePath, line: m.line, column: m.column, message: m.message })))));
`;

/** `file:line:column: message` for every report of the rule in `files` (paths relative to `root`). */
export function staticPartsProblems(root: string, files: readonly string[], options: { ignore?: boolean } = {}): Promise<string[]> {
  if (files.length === 0) return Promise.resolve([]);
  const args = ['--input-type=module', '-e', LINT_SCRIPT, root, options.ignore === false ? '0' : '1', JSON.stringify(files)];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, maxBuffer: 16 * 1024 * 1024, timeout: 300_000 }, (err, stdout, stderr) => {
      if (err) {
        reject(new Error(`eslint could not run: ${stderr.trim() || err.message}`));
        return;
      }
      const found = JSON.parse(stdout) as { file: string; line: number; column: number; message: string }[];
      resolve(found.map((m) => `${path.relative(root, m.file)}:${m.line}:${m.column}: ${m.message}`));
    });
  });
}

interface WatchCompiler {
  modifiedFiles?: ReadonlySet<string>;
  hooks: { done: { tap(name: string, fn: () => void): void } };
}

/** The dev server's webpack plugin: lints after each rebuild, one run at a time, and reports what changed. */
export class StaticPartsWatchPlugin {
  /** Runs one after another; a rebuild while one waits to start adds its files to that one. */
  private chain: Promise<void> = Promise.resolve();
  private waiting: Set<string> | null = null;
  private reported = '';

  constructor(
    private readonly root: string,
    private readonly report: { warn(message: string): void; info(message: string): void },
  ) {}

  apply(compiler: WatchCompiler): void {
    compiler.hooks.done.tap('StaticPartsWatchPlugin', () => {
      const changed = [...(compiler.modifiedFiles ?? [])].filter((f) => f.startsWith(path.join(this.root, 'src')) && f.endsWith('.tsx'));
      void this.check(changed);
    });
  }

  /** Lints the static parts and `changed`; resolves when that run has reported. */
  check(changed: readonly string[]): Promise<void> {
    if (this.waiting) {
      for (const f of changed) this.waiting.add(f);
      return this.chain;
    }
    const files = new Set(changed);
    this.waiting = files;
    this.chain = this.chain.then(() => {
      this.waiting = null;
      return this.run([...files]);
    });
    return this.chain;
  }

  private async run(changed: readonly string[]): Promise<void> {
    try {
      const files = [...new Set([...staticPartFiles(this.root), ...changed])].filter((f) => fs.existsSync(f));
      const problems = await staticPartsProblems(this.root, files, { ignore: !changed.some((f) => !f.startsWith(path.join(this.root, 'src'))) });
      const text = problems.join('\n');
      if (text === this.reported) return;
      if (problems.length > 0) this.report.warn(`${RULE_ID}: code inside a static part would never run for a visitor (src/startup/README.md):\n${text}`);
      else if (this.reported) this.report.info(`${RULE_ID}: the static parts are inert again`);
      this.reported = text;
    } catch (err) {
      this.report.warn(`${RULE_ID}: the check could not run: ${(err as Error).message}`);
    }
  }
}
