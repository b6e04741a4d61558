/** Validates everything under content/ and prints a summary (or every problem, then exits 1). */
import path from 'node:path';
import { loadContent } from '../src/lib/load-content';

try {
  const { data, blog } = loadContent(path.resolve(__dirname, '..', 'content'));
  console.log(`content ok: ${Object.keys(data).length} data files, ${blog.length} blog posts`);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
