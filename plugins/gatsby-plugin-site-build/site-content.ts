/**
 * The content as the build holds it, read once and kept here (module state of the plugin's gatsby-node):
 * the content check (src/build/content-check.ts: schema, dates, placeholders, MDX, links) with the Supabase
 * records applied (src/build/remote-content.ts), and each language's data files filled from its facts
 * (src/content/fill-content.ts). The dev server reads it again after a change (./content-nodes.ts).
 */
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { loadContent, problemsMessage, type LoadedContent } from '../../src/build/load-content';
import { checkContent } from '../../src/build/content-check';
import { ROUTES } from '../../src/lib/routes';
import { applyRemoteContent } from '../../src/build/remote-content';
import { filledDataIn } from '../../src/content/fill-content';
import type { LanguageCode } from '../../src/content/languages';
import type { ContentData } from '../../src/content/content-types';
import { publishingDay } from '../../src/content/publishing';

/** The day that decides which posts are published (the gym's calendar; PUBLISH_DATE overrides). */
export const today = publishingDay(process.env);
/** The content as read: English with Supabase's records in, placeholders as written, translations beside it. */
let loaded: LoadedContent | undefined;
/** Each language's data files as its pages show them (filled), made once per content read. */
let byLanguage = new Map<LanguageCode, ContentData>();

const contentRoot = (root: string): string => path.resolve(root, 'content');

/** The content read in onPreBootstrap; Gatsby's query workers, where that step did not run, read it here. */
function content(root: string): LoadedContent {
  loaded ??= loadContent(contentRoot(root));
  return loaded;
}

/** A language's data files, filled. */
export function dataIn(root: string, language: LanguageCode): ContentData {
  let data = byLanguage.get(language);
  if (!data) byLanguage.set(language, (data = filledDataIn(content(root), language)));
  return data;
}

export function setContent(next: LoadedContent): void {
  loaded = next;
  byLanguage = new Map();
}

/** Runs the content check; the content (remote records applied), or the problems as one message. */
export async function readContent(root: string, reporter: Reporter): Promise<{ content: LoadedContent } | { problems: string }> {
  const started = Date.now();
  const result = await checkContent(contentRoot(root), { today });
  for (const note of result.notes) reporter.info(note);
  if (!result.content) return { problems: problemsMessage(result.problems) };
  const took = ((Date.now() - started) / 1000).toFixed(1);
  reporter.info(`content check: ${Object.keys(result.content.data).length} data files and ${result.content.blog.length} posts are right (${took} s)`);
  const log = { warn: (m: string) => { reporter.warn(m); }, info: (m: string) => { reporter.info(m); } };
  return { content: await applyRemoteContent(result.content, log, { slugs: ROUTES.map((r) => r.seoSlug) }) };
}
