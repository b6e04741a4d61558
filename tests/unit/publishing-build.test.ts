/**
 * gatsby-node's side of drafts and dates, called the way Gatsby calls it: each post gets
 * fields.published and fields.status; the production build makes pages only for published posts,
 * the dev server (gatsby_executing_command=develop) for every post.
 */
import type { GatsbyNode } from 'gatsby';
import { must } from './helpers/must';

type NodeArgs = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0];
type PagesArgs = Parameters<NonNullable<GatsbyNode['createPages']>>[0];
type GatsbyNodeModule = typeof import('../../gatsby-node');

function load(): GatsbyNodeModule {
  process.env.PUBLISH_DATE = '2026-11-25';
  let mod: GatsbyNodeModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<GatsbyNodeModule>('../../gatsby-node');
  });
  return mod as GatsbyNodeModule;
}

function fieldsOf(mod: GatsbyNodeModule, frontmatter: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const args = {
    node: { id: 'x', internal: { type: 'Mdx' }, frontmatter },
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
    expect(fieldsOf(mod, { date: '2024-03-11' })).toEqual({ published: true, status: '' });
    expect(fieldsOf(mod, { date: new Date('2024-03-11T00:00:00Z') })).toEqual({ published: true, status: '' });
    expect(fieldsOf(mod, { date: '2024-03-11', draft: true })).toEqual({ published: false, status: 'Draft' });
    expect(fieldsOf(mod, { date: '2026-11-26' })).toEqual({ published: false, status: 'Scheduled for 2026-11-26' });
    process.env.gatsby_executing_command = 'develop';
    expect(fieldsOf(mod, { date: '2024-03-11', draft: true })).toEqual({ published: true, status: 'Draft' });
  });

  it('makes pages only for the published posts', async () => {
    const mod = load();
    const paths: string[] = [];
    const post = (id: number, published: boolean) => ({
      id: `mdx-${id}`,
      frontmatter: { id },
      fields: { published, status: published ? '' : 'Draft' },
      internal: { contentFilePath: `/x/${id}.mdx` },
    });
    const infos: string[] = [];
    const args = {
      actions: { createPage: (p: { path: string }) => { paths.push(p.path); } },
      reporter: { info: (m: string) => { infos.push(m); }, panic: (m: string) => { throw new Error(m); } },
      graphql: () => Promise.resolve({ data: { allMdx: { nodes: [post(1, true), post(18, false)] } } }),
    } as unknown as PagesArgs; // only the members createPages uses
    await must(mod.createPages, 'createPages')(args, { plugins: [] }, () => undefined);
    expect(paths).toContain('/fitness-blog-surrey-delta/1');
    expect(paths).toContain('/blog/1');
    expect(paths.filter((p) => p.endsWith('/18'))).toEqual([]);
    expect(infos).toContain('blog: not published by this build: post 18 (Draft)');
  });
});
