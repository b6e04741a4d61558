import { PATH_TABLE } from '../fixtures/site-paths';

/** Every page of the site as a visitor reaches it: long paths, aliases and a few posts. */
export const LONG_PATHS = ['/', ...PATH_TABLE.map(([long]) => long), '/fitness-blog-surrey-delta/1', '/accessibility'];

export const ALIASES = [...PATH_TABLE.flatMap(([, alias]) => (alias ? [alias] : [])), '/blog/17'];
