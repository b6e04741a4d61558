/**
 * The shapes of the loaded content, apart from the code that loads it (./load-content) and the code that
 * fills it (./fill-content), so neither imports the other for its types.
 */
import type { z } from 'zod';
import type { BlogFrontmatter, CONTENT_FILES, ContentFileName } from './content-schema';
import type { LanguageCode } from './languages';

export type ContentData = { [K in ContentFileName]: z.infer<(typeof CONTENT_FILES)[K]> };

export interface BlogSource {
  file: string;
  frontmatter: BlogFrontmatter;
  body: string;
  /** Offset of the body in the file (for the line and column of a problem in it). */
  bodyAt: number;
}

export interface LoadedContent {
  /** The English data, the source of every language. */
  data: ContentData;
  blog: BlogSource[];
  /** Each translated language's data (src/content/translations.ts); a language without files reads as English. */
  translated?: Partial<Record<LanguageCode, ContentData>>;
}
