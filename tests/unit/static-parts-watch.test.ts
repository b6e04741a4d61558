/**
 * `gatsby develop` warns when code inside a static part would never run (plugins/gatsby-plugin-site-build/
 * static-parts-watch.ts): the dev server's webpack plugin lints the static parts with the rule alone after
 * each rebuild and prints each problem once. Real ESLint on the rule's fixture; the plugin driven as
 * webpack drives it (its `done` hook, the files webpack says changed).
 */
import path from 'node:path';
import { StaticPartsWatchPlugin, staticPartFiles } from '../../plugins/gatsby-plugin-site-build/static-parts-watch';
import { onCreateWebpackConfig } from '../../plugins/gatsby-plugin-site-build/gatsby-node';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/static-parts/parts.tsx');

jest.setTimeout(120_000);

test('the dev server registers the plugin; after a rebuild it warns once with file, line and column, and says when the parts are inert again', async () => {
  expect(staticPartFiles(root).map((f) => path.relative(root, f))).toEqual(expect.arrayContaining(['src/components/ui/Section.tsx', 'src/components/home/Hero.tsx']));
  const configs: unknown[] = [];
  const reporter = { warn: jest.fn<undefined, [string]>(), info: jest.fn<undefined, [string]>() };
  const args = { stage: 'develop', actions: { setWebpackConfig: (c: unknown) => configs.push(c) }, plugins: {}, reporter };
  (onCreateWebpackConfig as unknown as (a: unknown, o: unknown) => void)(args, { root, plugins: [] });
  const watch = (configs[0] as { plugins: unknown[] }).plugins[0] as StaticPartsWatchPlugin;
  expect(watch).toBeInstanceOf(StaticPartsWatchPlugin);

  let done = (): void => undefined;
  watch.apply({ modifiedFiles: new Set<string>(), hooks: { done: { tap: (_name, fn) => (done = fn) } } });
  done(); // a rebuild with nothing changed yet: the site's own static parts are linted
  await watch.check([fixture]); // an edit that breaks static parts, before that run started: one run for both
  expect(reporter.warn).toHaveBeenCalledTimes(1);
  const warning = reporter.warn.mock.calls[0][0];
  expect(warning).toContain('site/static-parts: code inside a static part would never run for a visitor');
  // The site's own static parts are inert: every line reported is the fixture's.
  expect(warning.split('\n').slice(1).every((l) => l.startsWith('tests/fixtures/static-parts/parts.tsx:'))).toBe(true);
  expect(warning.split('\n').slice(1).map((l) => Number(l.split(':')[1]))).toEqual([39, 45, 49, 53, 57]);
  await watch.check([]); // fixed
  expect(reporter.info).toHaveBeenCalledWith('site/static-parts: the static parts are inert again');
  expect(reporter.warn).toHaveBeenCalledTimes(1);
});
