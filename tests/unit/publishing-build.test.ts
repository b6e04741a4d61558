/**
 * The build's side of drafts and dates, called the way Gatsby calls it: each post gets fields.published
 * and fields.status (the local plugin's onCreateNode); the production build makes pages only for published
 * posts (gatsby-node's createPages), the dev server (gatsby_executing_command=develop) for every post.
 */
import type { GatsbyNode } from 'gatsby';
import { must } from './helpers/must';

type NodeArgs = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0];
type PagesArgs = Parameters<NonNullable<GatsbyNode['createPages']>>[0];
type GatsbyNodeModule = Pick<typeof import('../../gatsby-node'), 'createPages'> & Pick<typeof import('../../plugins/gatsby-plugin-site-build/gatsby-node'), 'onCreateNode'>;

function load(): GatsbyNodeModule {
  process.env.PUBLISH_DATE = '2026-11-25';
  let mod: GatsbyNodeModule | undefined;
  jest.isolateModules(() => {
    const site = jest.requireActual<typeof import('../../gatsby-node')>('../../gatsby-node');
    const plugin = jest.requireActual<typeof import('../../plugins/gatsby-plugin-site-build/gatsby-node')>('../../plugins/gatsby-plugin-site-build/gatsby-node');
    mod = { createPages: site.createPages, onCreateNode: plugin.onCreateNode };
  });
  return mod as GatsbyNodeModule;
}

function fieldsOf(mod: GatsbyNodeModule, frontmatter: Record<string, unknown>, file = '/site/content/blog/01-first-week.mdx'): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const args = {
    node: { id: 'x', internal: { type: 'Mdx', contentFilePath: file }, frontmatter },
    actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => { fields[name] = value; } },
  } as unknown as NodeArgs; // only the members onCreateNode uses
  void must(mod.onCreateNode, 'onCreateNode')(args, { plugins: [] }, () => undefined);
  return fields;
}

afterEach(() => {
  delete process.env.gatsby_executing_command;
});

describe('drafts and dates in the build', () => {
  it('marks a draft and a future post unpublished in production, published (with their status) in develop', () => {
    const mod = load();
    expect(fieldsOf(mod, { date: '2024-03-11' })).toEqual({ published: true, status: '', lang: 'en' });
    expect(fieldsOf(mod, { date: new Date('2024-03-11T00:00:00Z') })).toEqual({ published: true, status: '', lang: 'en' });
    expect(fieldsOf(mod, { date: '2024-03-11', draft: true })).toEqual({ published: false, status: 'Draft', lang: 'en' });
    expect(fieldsOf(mod, { date: '2026-11-26' })).toEqual({ published: false, status: 'Scheduled for 2026-11-26', lang: 'en' });
    process.env.gatsby_executing_command = 'develop';
    expect(fieldsOf(mod, { date: '2024-03-11', draft: true })).toEqual({ published: true, status: 'Draft', lang: 'en' });
  });

  it('gives a translation the language of its file name', () => {
    const mod = load();
    expect(fieldsOf(mod, { date: '2024-03-11' }, '/site/content/blog/01-first-week.pa.mdx')).toEqual({ published: true, status: '', lang: 'pa' });
  });

  type Page = { path: string; component: string; context: { lang: string; mdxId?: string; languages?: string[] } };
  const post = (id: number, published: boolean, lang = 'en') => ({
    id: `mdx-${id}-${lang}`,
    frontmatter: { id },
    fields: { published, status: published ? '' : 'Draft', lang },
    internal: { contentFilePath: `/x/${id}${lang === 'en' ? '' : `.${lang}`}.mdx` },
  });

  async function pagesFor(nodes: ReturnType<typeof post>[], infos: string[] = []): Promise<Page[]> {
    const mod = load();
    const pages: Page[] = [];
    const args = {
      actions: { createPage: (p: Page) => { pages.push(p); } },
      reporter: { info: (m: string) => { infos.push(m); }, panic: (m: string) => { throw new Error(m); } },
      graphql: () => Promise.resolve({ data: { allMdx: { nodes } } }),
      getNodesByType: () => [],
    } as unknown as PagesArgs; // only the members createPages uses
    await must(mod.createPages, 'createPages')(args, { plugins: [] }, () => undefined);
    return pages;
  }

  it('makes pages only for the published posts', async () => {
    const infos: string[] = [];
    const paths = (await pagesFor([post(1, true), post(18, false)], infos)).map((p) => p.path);
    expect(paths).toContain('/fitness-blog-surrey-delta/1');
    expect(paths).toContain('/blog/1');
    expect(paths.filter((p) => p.endsWith('/18'))).toEqual([]);
    expect(infos).toContain('blog: not published by this build: post 18 (Draft)');
  });

  it('makes a translated post its page under its language from its own file; a post not translated has English pages only', async () => {
    const pages = await pagesFor([post(1, true), post(1, true, 'pa'), post(2, true)]);
    const pa = pages.find((p) => p.path === '/pa/fitness-blog-surrey-delta/1');
    expect(pa?.context).toMatchObject({ lang: 'pa', mdxId: 'mdx-1-pa', languages: ['en', 'pa'] });
    expect(pa?.component).toMatch(/blog-post\.tsx\?__contentFilePath=\/x\/1\.pa\.mdx$/);
    expect(pages.find((p) => p.path === '/pa/blog/1')?.context.mdxId).toBe('mdx-1-pa');
    expect(pages.find((p) => p.path === '/fitness-blog-surrey-delta/1')?.context).toMatchObject({ lang: 'en', mdxId: 'mdx-1-en', languages: ['en', 'pa'] });
    expect(pages.find((p) => p.path === '/fitness-blog-surrey-delta/2')?.context.languages).toEqual(['en']);
    const postPaths = pages.map((p) => p.path).filter((p) => /\/\d+$/.test(p));
    expect(postPaths.filter((p) => p.startsWith('/hi/') || p.startsWith('/pa/'))).toEqual(['/pa/fitness-blog-surrey-delta/1', '/pa/blog/1']);
  });
});
