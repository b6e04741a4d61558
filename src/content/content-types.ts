/**
 * The shapes of the loaded content, apart from the code that loads it (./load-content) and the code that
 * fills it (./fill-content), so neither imports the other for its types.
 */
import type { z } from 'zod';
import type { BlogFrontmatter, CONTENT_FILES, ContentFileName } from './content-schema';
import type { LanguageCode } from './languages';
import type { TranslationEntry } from './translations';

export type ContentData = { [K in ContentFileName]: z.infer<(typeof CONTENT_FILES)[K]> };

export interface BlogSource {
  file: string;
  /** The language it is written in: English, or a translation (`07-kickboxing.pa.mdx`) of the English post with its id. */
  lang: LanguageCode;
  frontmatter: BlogFrontmatter;
  body: string;
  /** Offset of the body in the file (for the line and column of a problem in it). */
  bodyAt: number;
}

export interface LoadedContent {
  /** The English data, the source of every language. */
  data: ContentData;
  blog: BlogSource[];
  /**
   * Each translated language's translations by data file (src/content/translations.ts), applied to the
   * English once it is final (records from Supabase in); a language or file without them reads as English.
   */
  translations?: Partial<Record<LanguageCode, Partial<Record<ContentFileName, TranslationEntry[]>>>>;
}
