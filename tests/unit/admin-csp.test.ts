/**
 * The writers' editor refuses a draft's scripts: every markdown field's preview is sanitised, and the editor's
 * own policy allows scripts from its files and its one inline start only (src/build/cms/admin-csp.ts), as the
 * lead service sends it from the file the build writes (server/http/admin-csp.ts). The
 * attack itself, in a browser, is tests/e2e/editor-attack.spec.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdmin } from '../../src/build/cms/build-admin';
import { ADMIN_CSP_FILE, adminCsp } from '../../src/build/cms/admin-csp';
import { ADMIN_POLICY_FILE, adminCspSource } from '../../server/http/admin-csp';
import { LEAD_PAGES_CSP } from '../../server/http/csp';
import { cmsConfig } from '../../src/content/cms/config';
import type { CmsField } from '../../src/content/cms/fields';

const ROOT = path.resolve(__dirname, '../..');

function markdownFields(fields: CmsField[]): CmsField[] {
  return fields.flatMap((f) => [...(f.widget === 'markdown' ? [f] : []), ...markdownFields([...(f.fields ?? []), ...(f.field ? [f.field] : [])])]);
}

test('every markdown field of the editor sanitises its preview', () => {
  const { config } = cmsConfig({ backend: { name: 'local', url: 'http://127.0.0.1:8081/api/v1' }, nextPostId: 18, siteUrl: 'https://x.example' });
  const fields = config.collections.flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)]);
  const markdown = markdownFields(fields);
  expect(markdown.length).toBeGreaterThan(0);
  expect(markdown.filter((f) => f.sanitize_preview !== true).map((f) => f.name)).toEqual([]);
});

test('the policy allows the editor’s files, its inline start by hash and its backend; never an inline handler', () => {
  const policy = adminCsp({ name: 'local', url: 'http://127.0.0.1:8081/api/v1' });
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-hashes'");
  expect(policy).toContain("connect-src 'self' http://127.0.0.1:8081");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(adminCsp({ name: 'github', repo: 'gym/site', branch: 'main' })).toContain("connect-src 'self' https://api.github.com");
});

test('the built editor holds its policy, the policy covers the inline script of its page, and the lead service sends it', async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-csp-'));
  const dir = path.join(publicDir, 'admin');
  try {
    // The service reads the file the build writes (it imports no build code): the same name on both sides.
    expect(ADMIN_POLICY_FILE).toBe(ADMIN_CSP_FILE);
    const sent = adminCspSource(publicDir);
    // Before the editor is built, a policy that runs no script at all.
    expect(sent()).toBe(LEAD_PAGES_CSP);
    expect(sent()).not.toContain('script-src');
    await buildAdmin(dir, { project: ROOT, content: path.join(ROOT, 'content'), backend: { name: 'local', url: 'http://127.0.0.1:8081/api/v1' } });
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
    expect(inline).toHaveLength(1);
    const policy = fs.readFileSync(path.join(dir, ADMIN_CSP_FILE), 'utf8');
    for (const hash of inline) expect(policy).toContain(hash);
    expect(sent()).toBe(policy.trim());
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
});
