/**
 * A writer's draft cannot act as the owner who reviews it. The attack end to end: a service of this test's
 * own serves the site, the writers' editor (built with the local backend, over a copy of content/ that
 * holds a draft post whose body carries `<img src=x onerror=…>`) and the lead inbox. An owner signs in to
 * the inbox with a passkey (Chromium's virtual authenticator), then, in the same browser, opens the editor
 * and the draft to review it. The draft's handler tries to invite a new owner through the inbox's API, by
 * the site's own address and by the inbox's. Nothing changes: the editor is not on the inbox's origin
 * (server/staff/origin.ts), its preview drops the handler (sanitize_preview) and its policy forbids inline
 * handlers (src/build/cms/admin-csp.ts). Last, the same request from a page on the inbox's origin does
 * invite: the payload is real, and the checks above could fail.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { cliEnrolmentLink, enrol, staffBrowser } from './staff';
import { buildAdmin } from '../../src/build/cms/build-admin';
import { startDecapServer, type Running } from '../../src/build/cms/local';
import { STAFF_ROUTES, type StaffMember } from '../../src/staff/api';
import { freePort } from '../unit/server/helpers/net';
import { stopService } from '../unit/server/helpers/posters';
import { startService, type ServiceProcess } from '../unit/server/helpers/service';

const root = path.resolve(__dirname, '../..');
const TITLE = 'Five Stretches After a Night Shift';

let dir = '';
let decap: Running | undefined;
let service: ServiceProcess | undefined;
let port = 0;

/** The handler a writer puts in the draft: invite an owner through the inbox's API, at `target`. */
const invite = (target: string): string =>
  `fetch('${target}${STAFF_ROUTES.invite.path}',{method:'POST',credentials:'include',headers:{'content-type':'application/json'},` +
  `body:JSON.stringify({name:'Mallory Writer',email:'mallory@example.com',role:'owner'})})`;

test.describe('a writer’s draft previewed by a signed-in owner @desktop', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-editor-attack-'));
    port = await freePort();
    const repo = path.join(dir, 'repo');
    fs.cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true });
    const body = `Loosen the hips and calves after a long shift.\n\n<img src="x" onerror="${invite('')};${invite(`http://localhost:${port}`)}" />\n`;
    fs.writeFileSync(
      path.join(repo, 'content', 'blog', '90-five-stretches-after-a-night-shift.mdx'),
      `---\nid: 90\ntitle: "${TITLE}"\nexcerpt: "Five stretches."\nimage: "blog/90-five-stretches.jpg"\nimageAlt: "A member stretching"\nauthor: "Head Coach"\ndate: "2026-11-27"\ndraft: true\n---\n\n${body}`,
    );
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-q', '--allow-empty', '-m', 'start'], { cwd: repo });
    // The editor is the built site's /admin/, on the service's port.
    decap = await startDecapServer(repo, await freePort(), port, 30_000);
    // The built site, with the editor built for the local backend in place of the production one.
    const site = path.join(dir, 'public');
    fs.cpSync(path.join(root, 'public'), site, { recursive: true, dereference: true, filter: (src) => !src.startsWith(path.join(root, 'public', 'admin')) });
    await buildAdmin(path.join(site, 'admin'), { project: root, content: path.join(repo, 'content'), backend: { name: 'local', url: decap.url } });
    service = await startService({ DATA_DIR: path.join(dir, 'data'), PUBLIC_DIR: site, RATE_LIMIT_MAX: '1000' }, port, 90_000, { compiled: true });
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    if (service) await stopService(service, 20_000);
    await decap?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the draft’s script does nothing with the owner’s session; the same request from the inbox’s origin would', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const owner = await staffBrowser(browser, testInfo, `http://127.0.0.1:${port}`);
    const members = async (): Promise<string[]> =>
      owner.page.evaluate(async (p) => ((await (await fetch(p)).json()) as StaffMember[]).map((m) => m.name), STAFF_ROUTES.staffList.path);
    try {
      await enrol(owner, await cliEnrolmentLink('Olivia Owner', 'olivia@example.com', 'owner', path.join(dir, 'data')));
      expect(await members()).toEqual(['Olivia Owner']);

      // The editor is not served on the inbox's origin at all.
      expect((await owner.context.request.get(`http://localhost:${port}/admin/`)).status()).toBe(404);

      // The owner opens the editor (the site's address) in the same browser and reviews the draft.
      const editor = await owner.context.newPage();
      const refused: string[] = [];
      editor.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
      });
      const answer = await editor.goto(`http://127.0.0.1:${port}/admin/`);
      expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' /);
      expect(answer?.headers()['content-security-policy']).not.toContain("'unsafe-inline' 'unsafe-eval'");
      await editor.getByRole('button', { name: 'Login' }).click();
      await editor.getByRole('link', { name: /Blog posts/ }).first().click();
      await editor.getByRole('link', { name: new RegExp(TITLE) }).first().click();
      const preview = editor.locator('iframe').first().contentFrame();
      await expect(preview.getByText('Loosen the hips and calves after a long shift.')).toBeVisible();
      // The preview shows the picture without its handler.
      await expect(preview.locator('img[src="x"]')).toHaveCount(1);
      expect(await preview.locator('img[src="x"]').getAttribute('onerror')).toBeNull();
      // Time for any request the draft could have made to land.
      await editor.waitForTimeout(3_000);
      expect(await members()).toEqual(['Olivia Owner']);

      // The same handler, made to run on a page of the editor's origin anyway (the preview's policy refuses it).
      await editor.evaluate((html) => {
        const holder = document.createElement('div');
        holder.innerHTML = html;
        document.body.append(holder);
      }, `<img src="x" onerror="${invite('')};${invite(`http://localhost:${port}`)}">`);
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      // And made as a script of the site's origin: the inbox's API is not there, and the inbox refuses the other origin.
      const fromSite = await editor.evaluate(async ([relative, absolute]) => {
        const post = (url: string) => fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Mallory Writer', email: 'mallory@example.com', role: 'owner' }) }).then((r) => r.status, () => 'blocked');
        return [await post(relative), await post(absolute)];
      }, [STAFF_ROUTES.invite.path, `http://localhost:${port}${STAFF_ROUTES.invite.path}`]);
      expect(fromSite[0]).toBe(404);
      expect(fromSite[1]).not.toBe(201);
      expect(await members()).toEqual(['Olivia Owner']);

      // Control: from a page on the inbox's origin the request invites (the checks above can fail).
      const fromInbox = await owner.page.evaluate(async (p) => (await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Mallory Writer', email: 'mallory@example.com', role: 'owner' }) })).status, STAFF_ROUTES.invite.path);
      expect(fromInbox).toBe(201);
      expect(await members()).toContain('Mallory Writer');
    } finally {
      await owner.context.close();
    }
  });
});
