import type { Reporter } from 'gatsby';
import { generateImages, summary } from '../../scripts/images/generate';

/**
 * Renders the brand art the content references and is missing (scripts/images), before
 * gatsby-source-filesystem reads content/images. Existing files are never touched.
 */
export async function renderMissingBrandArt(root: string, reporter: Reporter): Promise<void> {
  const result = await generateImages({ root, warn: (m) => { reporter.warn(m); } });
  if (result.failed.length) {
    reporter.panic(`Brand art could not be rendered:\n  ${result.failed.map((f) => `${f.image}: ${f.error}`).join('\n  ')}`);
  }
  reporter.info(summary(result));
}
