/**
 * `npm run cms` on the writer's computer (src/build/cms/local.ts), attacked as a web page in the writer's
 * browser would: by DNS rebinding (a name of the attacker's that resolves to 127.0.0.1, so its requests reach
 * decap-server and the admin page but say `Host: evil.example:<port>`) and by writing files of the project
 * through decap-server's API (its code, its .git hooks). Neither works: a request for another host is 403 and
 * writes nothing, and no path, even one that resolves through a symlink, writes or deletes outside content/.
 * A normal save of a post still works. Real processes and HTTP on a temporary working copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, serveAdmin, startDecapServer, type Running } from '../../src/build/cms/local';
import { request, type RawResponse } from './server/helpers/http';

jest.setTimeout(60_000);

const GATSBY_NODE = "export const onPreInit = () => console.log('the project\\'s own code');\n";
const POST = '---\ntitle: Stretching\ndraft: true\n---\n\nTen minutes after work.\n';

let checkout = '';
let decap: Running | undefined;
let admin: Running | undefined;
let decapPort = 0;
let adminPort = 0;

beforeAll(async () => {
  checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-cms-local-'));
  fs.mkdirSync(path.join(checkout, 'content', 'blog'), { recursive: true });
  fs.writeFileSync(path.join(checkout, 'content', 'blog', '1-first.mdx'), POST);
  fs.writeFileSync(path.join(checkout, 'gatsby-node.ts'), GATSBY_NODE);
  fs.mkdirSync(path.join(checkout, '.git', 'hooks'), { recursive: true });
  fs.writeFileSync(path.join(checkout, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  // A symlink in content/ to the whole working copy: a path through it must not get out either.
  fs.symlinkSync(checkout, path.join(checkout, 'content', 'escape'));
  decapPort = await freePort();
  adminPort = await freePort();
  decap = await startDecapServer(checkout, decapPort, adminPort);
  const adminDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-cms-admin-'));
  fs.writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>admin</title>');
  admin = await serveAdmin(adminDir, adminPort);
});

afterAll(async () => {
  await admin?.stop();
  await decap?.stop();
  if (checkout) fs.rmSync(checkout, { recursive: true, force: true });
});

/** decap-server's API, as the editor calls it: a JSON POST, with the given Host (and Origin, when given). */
function api(body: object, host = `127.0.0.1:${decapPort}`, origin?: string): Promise<RawResponse> {
  const headers: Record<string, string> = { host, 'content-type': 'application/json', ...(origin ? { origin } : {}) };
  return request(`http://127.0.0.1:${decapPort}`, '/api/v1', { method: 'POST', headers, body: JSON.stringify(body) });
}

const OPTIONS = { commitMessage: 'Create Blog post', useWorkflow: false, status: 'draft' };
const persistEntry = (file: string, raw = POST) => ({
  action: 'persistEntry',
  params: { branch: 'main', dataFiles: [{ slug: 'x', path: file, raw }], assets: [], options: OPTIONS },
});

/** Every file of the working copy outside content/, with what it holds. */
function outsideContent(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const rel of fs.readdirSync(checkout, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(checkout, rel);
    if (rel === 'content' || rel.startsWith(`content${path.sep}`) || !fs.lstatSync(full).isFile()) continue;
    files[rel] = fs.readFileSync(full, 'utf8');
  }
  return files;
}

describe('decap-server of npm run cms', () => {
  test('saves a post into content/ for the editor on this machine (localhost or 127.0.0.1, the admin page as Origin)', async () => {
    const res = await api(persistEntry('blog/2-saved.mdx'), `localhost:${decapPort}`, `http://localhost:${adminPort}`);
    expect([res.status, res.text]).toEqual([200, JSON.stringify({ message: 'entry persisted' })]);
    expect(fs.readFileSync(path.join(checkout, 'content', 'blog', '2-saved.mdx'), 'utf8')).toBe(POST);
    const read = await api({ action: 'getEntry', params: { branch: 'main', path: 'blog/1-first.mdx' } });
    expect(read.status).toBe(200);
    expect(read.json()).toMatchObject({ data: POST, file: { path: 'blog/1-first.mdx' } });
  });

  test('a request for another host (DNS rebinding), from a page of another site or from any page of this machine but the editor is refused with 403 and writes nothing', async () => {
    const attacks: [string, string | undefined][] = [
      [`evil.example:${decapPort}`, undefined],
      [`evil.example:${decapPort}`, `http://evil.example:${decapPort}`],
      [`127.0.0.1.evil.example:${decapPort}`, undefined],
      [`localhost.evil.example:${decapPort}`, undefined],
      // The address itself, posted to by a page of another site.
      [`127.0.0.1:${decapPort}`, 'https://evil.example'],
      [`127.0.0.1:${decapPort}`, 'null'],
      // Another page of this machine: the site's dev server (npm run develop), a page on the API's own port.
      [`127.0.0.1:${decapPort}`, 'http://localhost:8000'],
      [`localhost:${decapPort}`, `http://localhost:${decapPort}`],
      [`127.0.0.1:${decapPort}`, `https://localhost:${adminPort}`],
    ];
    for (const [host, origin] of attacks) {
      const res = await api(persistEntry('blog/3-rebound.mdx'), host, origin);
      expect([host, origin, res.status]).toEqual([host, origin, 403]);
      expect(res.text).toMatch(/^Refused: /);
      const read = await api({ action: 'getEntry', params: { branch: 'main', path: 'blog/1-first.mdx' } }, host, origin);
      expect([host, origin, read.status]).toEqual([host, origin, 403]);
      expect(read.text).not.toContain('Ten minutes');
    }
    expect(fs.existsSync(path.join(checkout, 'content', 'blog', '3-rebound.mdx'))).toBe(false);
  });

  test("no request writes or deletes the project's code or its .git: nothing outside content/ changes", async () => {
    const before = outsideContent();
    expect(before).toMatchObject({ 'gatsby-node.ts': GATSBY_NODE, [path.join('.git', 'HEAD')]: 'ref: refs/heads/main\n' });
    const evil = 'echo owned\n';
    const writes = [
      '../gatsby-node.ts',
      '../.git/hooks/pre-commit',
      'blog/../../gatsby-node.ts',
      path.join(checkout, 'gatsby-node.ts'),
      'escape/gatsby-node.ts',
      'escape/.git/hooks/pre-commit',
      // Names of the working copy's root: here they are below content/, the only folder decap-server serves.
      'gatsby-node.ts',
      '.git/hooks/pre-commit',
    ];
    for (const file of writes) await api(persistEntry(file, evil));
    await api({ action: 'persistMedia', params: { branch: 'main', asset: { path: '../.git/hooks/post-checkout', content: Buffer.from(evil).toString('base64'), encoding: 'base64' }, options: { commitMessage: 'x' } } });
    await api({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'escape/.git/hooks/post-checkout', content: Buffer.from(evil).toString('base64'), encoding: 'base64' }, options: { commitMessage: 'x' } } });
    await api({ action: 'deleteFile', params: { branch: 'main', path: '../gatsby-node.ts', options: { commitMessage: 'x' } } });
    await api({ action: 'deleteFile', params: { branch: 'main', path: 'escape/gatsby-node.ts', options: { commitMessage: 'x' } } });
    await api({ action: 'deleteFiles', params: { branch: 'main', paths: ['escape/.git/HEAD'], options: { commitMessage: 'x' } } });
    // Nor is the project read: its code is not an entry.
    const read = await api({ action: 'getEntry', params: { branch: 'main', path: 'escape/gatsby-node.ts' } });
    expect(read.text).not.toContain('onPreInit');
    expect(outsideContent()).toEqual(before);
  });
});

describe('the admin page of npm run cms', () => {
  const get = (host: string) => request(`http://127.0.0.1:${adminPort}`, '/admin/', { headers: { host } });

  test('is served to localhost and 127.0.0.1, and refused (403) to a request for another host', async () => {
    expect((await get(`localhost:${adminPort}`)).status).toBe(200);
    expect((await get(`127.0.0.1:${adminPort}`)).text).toContain('<title>admin</title>');
    const rebound = await get(`evil.example:${adminPort}`);
    expect(rebound.status).toBe(403);
    expect(rebound.text).not.toContain('admin</title>');
  });
});
