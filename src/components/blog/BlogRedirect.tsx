import { useEffect } from 'react';
import { navigate } from 'gatsby';
import { normalisePath } from '../../lib/routes';
import { localBlogRedirect, type ListedPost } from '../../lib/blog-languages';
import { island } from '../../islands/island';

interface Props {
  /** Every published post's id and language. */
  posts: readonly ListedPost[];
}

/**
 * On the 404 page: a blog URL whose id reads as a known post's whole number (/blog/01) opens that post, in
 * the path's language when translated, else in English (/pa/blog/3 -> /fitness-blog-surrey-delta/3); any
 * other blog URL goes to the language's list. Either way the history entry is replaced (spec 2.10). Shows
 * nothing itself.
 * @public The islands' build imports it by this name (src/islands/registry.ts).
 */
export function BlogRedirect({ posts }: Props) {
  useEffect(() => {
    const path = normalisePath(window.location.pathname);
    const target = localBlogRedirect(path, posts);
    if (target) navigate(target, { replace: true });
    else console.log(`404: no page at ${path}`);
  }, [posts]);
  return null;
}

export const BlogRedirectIsland = island('blog-redirect', BlogRedirect);
