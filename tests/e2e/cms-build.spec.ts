/**
 * The content editor in the production build (public/admin/, written last by plugins/gatsby-plugin-site-build
 * with src/build/cms/build-admin.ts): it is there, says noindex, is in no sitemap, and no public page loads,
 * links or prefetches its code; served by the lead service it gets its own policy (src/build/cms/admin-csp.ts),
 * not a page's, and Decap starts under it. Files, then one browser check; width does not matter (phone project).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const publicDir = path.resolve(__dirname, '../../public');
const read = (rel: string): string => fs.readFileSync(path.join(publicDir, rel), 'utf8');

/** Every file under public/ outside admin/ whose text a browser reads: pages, page data, scripts, feeds. */
function publicTextFiles(base = ''): string[] {
  return fs.readdirSync(path.join(publicDir, base), { withFileTypes: true }).flatMap((e) => {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) return rel === 'admin' ? [] : publicTextFiles(rel);
    return /\.(html|js|json|xml|txt|webmanifest)$/.test(e.name) && !e.name.endsWith('.map') && e.name !== 'webpack.stats.json' ? [rel] : [];
  });
}

test.describe('the content editor in the build @phone', () => {
  test('public/admin/ holds the editor: noindex, Decap and its chunks, the generated configuration for the git host', () => {
    const html = read('admin/index.html');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(fs.statSync(path.join(publicDir, 'admin', 'decap-cms.js')).size).toBeGreaterThan(1_000_000);
    const data = JSON.parse(read('admin/config.json')) as { config: { publish_mode?: string; local_backend?: unknown; collections: { name: string }[] } };
    expect(data.config.publish_mode).toBe('editorial_workflow');
    expect(data.config.local_backend).toBeUndefined();
    expect(data.config.collections.map((c) => c.name)).toEqual(['blog', 'pages', 'translations-pa', 'translations-hi']);
  });

  test('no public page, script or feed names the editor: not in the sitemap, never loaded, linked or prefetched', () => {
    expect(read('sitemap.xml')).not.toContain('/admin');
    const files = publicTextFiles();
    expect(files.length).toBeGreaterThan(50);
    const naming = files.filter((rel) => /\/admin\/|decap-cms|CMS_MANUAL_INIT/.test(read(rel)));
    expect(naming).toEqual([]);
    const csp = JSON.parse(read('csp.json')) as { pages: Record<string, unknown> };
    expect(Object.keys(csp.pages).filter((p) => p.startsWith('admin/'))).toEqual([]);
  });

  test('served by the lead service, /admin/ has the policy written beside it and Decap starts under it (its login screen)', async ({ page, request }) => {
    const res = await request.get('/admin/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toBe(read('admin/csp.txt').trim());
    expect(/script-src [^;]*/.exec(res.headers()['content-security-policy'] ?? '')?.[0]).not.toContain("'unsafe-inline'");
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: /Login/i })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
