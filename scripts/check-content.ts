/**
 * npm run check-content: the content check the build and the dev server run (src/build/content-check.ts),
 * over content/ (or `--content <folder>`). Prints every problem as
 * `file:line:column: message` and exits 1, or prints a summary and exits 0. About a second.
 */
import path from 'node:path';
import { checkContent } from '../src/build/content-check';
import { formatProblem } from '../src/build/content-positions';
import { publishingDay } from '../src/content/publishing';

async function main(): Promise<number> {
  const at = process.argv.indexOf('--content');
  const root = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : path.resolve(__dirname, '..', 'content');
  const started = Date.now();
  const result = await checkContent(root, { today: publishingDay(process.env) });
  for (const note of result.notes) console.log(`note: ${note}`);
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (result.problems.length) {
    console.error(result.problems.map(formatProblem).join('\n'));
    console.error(`\nContent check failed: ${result.problems.length} problem(s) (${took}).`);
    return 1;
  }
  const { data, blog } = result.content ?? { data: {}, blog: [] };
  console.log(`content ok: ${Object.keys(data).length} data files, ${blog.length} blog posts (${took})`);
  return 0;
}

// Ends by itself once the output has drained (process.exit could cut a piped report short).
main().then((code) => { process.exitCode = code; }, (e: unknown) => { console.error(e); process.exitCode = 1; });
