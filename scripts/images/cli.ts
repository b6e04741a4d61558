/**
 * npm run images: renders the brand art the content references and is missing. The build does the same
 * by itself (plugins/gatsby-plugin-site-build, before Gatsby reads the images).
 *
 *   npm run images                      render only the images that are missing
 *   npm run images -- --force           re-render every referenced image
 *   npm run images -- --static          also rewrite the static brand files (favicon, icons, og-image)
 *   npm run images -- --only=tour/      limit to paths containing a string (for previews)
 */
import path from 'node:path';
import { generateImages, summary } from './generate';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const result = await generateImages({
    root: path.resolve(__dirname, '..', '..'),
    force: args.includes('--force'),
    forceStatic: args.includes('--static'),
    only: args.find((a) => a.startsWith('--only='))?.slice('--only='.length),
  });
  for (const f of result.failed) console.error(`failed ${f.image}: ${f.error}`);
  console.log(summary(result));
  if (result.failed.length) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
