/** A content file's schema problems as the build, the content check and the lead service report them. */
import type { z } from 'zod';

/** Each problem's field path ("tabs[0].plans[1].price", "(root)") and message. */
export function contentIssues(error: z.ZodError): { where: string; message: string }[] {
  return error.issues.map((issue) => ({
    where: issue.path.reduce<string>((acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '') || '(root)',
    message: issue.message,
  }));
}

/** One readable line per problem: `content/data/plans.yaml: tabs[0].plans[1].price: Expected number, received string`. */
export function formatContentErrors(file: string, error: z.ZodError): string[] {
  return contentIssues(error).map(({ where, message }) => `${file}: ${where}: ${message}`);
}
