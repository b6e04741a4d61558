/**
 * No secret is ever printed: FORWARD_URL with `user:password@` and a token in its query
 * string, against a real upstream that requires Basic auth and then fails with an error that quotes
 * the request. The real service runs as a child process; `npm run leads` list and export run as
 * child processes too. Neither the password nor the token may appear in last_error, the exports,
 * the list, the start-up banner or the logs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSubmission } from '../../../src/forms';
import { redactSecrets, redactUrl } from '../../../server/redact';
import { request } from './helpers/http';
import { freePort, waitFor } from './helpers/net';
import { freshDataDir, removeDir } from './helpers/pglite';
import { runLeads, startService, type ServiceProcess } from './helpers/service';
import { CONTACT } from './helpers/values';

jest.setTimeout(120_000);

const USER = 'gym-user';
const PASSWORD = 'p@ss:w0rd/Sécret-91';
const TOKEN = 'tok_live_4f9a1c77e2';
const API_KEY = 'ak-93b1e0d2c4';
const BASIC = `Basic ${Buffer.from(`${USER}:${PASSWORD}`, 'utf8').toString('base64')}`;
const SECRETS = [PASSWORD, encodeURIComponent(PASSWORD), 'w0rd', TOKEN, API_KEY, BASIC.slice(6)];

function expectNoSecret(label: string, text: string): void {
  for (const secret of SECRETS) expect([label, secret, text.includes(secret)]).toEqual([label, secret, false]);
}

const leads = runLeads;

describe('FORWARD_URL with credentials and a token', () => {
  let upstream: http.Server;
  let mode: 'ok' | 'fail' = 'ok';
  const received: { authorization?: string; url?: string; body: unknown }[] = [];
  let dataDir: string;
  let env: Record<string, string>;
  let service: ServiceProcess | null = null;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://upstream');
        if (mode === 'fail') {
          // An upstream whose error page quotes the request, credentials and all.
          res.writeHead(502, { 'content-type': 'text/plain' }).end(`bad gateway for POST http://${USER}:${encodeURIComponent(PASSWORD)}@upstream${req.url} (authorization ${req.headers.authorization}; token ${TOKEN})`);
          return;
        }
        if (req.headers.authorization !== BASIC || url.searchParams.get('token') !== TOKEN || url.searchParams.get('api_key') !== API_KEY) {
          res.writeHead(401, { 'www-authenticate': 'Basic realm="forms"' }).end('unauthorised');
          return;
        }
        received.push({ authorization: req.headers.authorization, url: req.url, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    const port = (upstream.address() as AddressInfo).port;
    dataDir = await freshDataDir('leads-test-secrets-');
    env = {
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, 'no-site'),
      ALLOW_INSECURE_FORWARD: '1', // the receiver is plain http on loopback
      FORWARD_URL: `http://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/hook?form=contact&token=${TOKEN}&api_key=${API_KEY}`,
      LOG_LEVEL: 'info',
    };
  });

  afterAll(async () => {
    if (service && service.child.exitCode === null) {
      service.child.kill('SIGKILL');
      await service.exited;
    }
    await new Promise<void>((r) => upstream.close(() => r()));
    removeDir(dataDir);
  });

  test('the credentials go in an Authorization header; nothing secret is printed anywhere', async () => {
    service = await startService(env, await freePort());
    const base = `http://127.0.0.1:${service.port}`;
    const send = async (values: typeof CONTACT): Promise<void> => {
      const res = await request(base, '/f/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buildSubmission('contact', values)) });
      expect(res.status).toBe(200);
    };

    await send(CONTACT);
    await waitFor(() => received.length === 1, 20_000, 'delivery with Basic auth');
    expect(received[0].authorization).toBe(BASIC);
    expect(received[0].url).toBe(`/hook?form=contact&token=${TOKEN}&api_key=${API_KEY}`);

    mode = 'fail';
    await send({ ...CONTACT, name: 'Failing Lead', email: 'failing@example.com' });
    type Row = { fields: { name: string }; attempts: number; lastError: string | null };
    const failed = await waitFor(async () => {
      const { out } = await leads(['export', '--format', 'json'], env);
      const rows = JSON.parse(out) as Row[];
      const row = rows.find((r) => r.fields.name === 'Failing Lead');
      return row && row.attempts >= 1 ? { row, out } : null;
    }, 30_000, 'a failed attempt');
    expect(failed.row.lastError).toMatch(/^upstream answered 502: bad gateway for POST http:\/\/\*\*\*@upstream\/hook\?form=contact&token=\*\*\*&api_key=\*\*\* \(authorization Basic \*\*\*; token \*\*\*\)/);
    expectNoSecret('export json (through the service)', failed.out);

    const csv = await leads(['export', '--format', 'csv'], env);
    expect(csv.out).toContain('upstream answered 502');
    expectNoSecret('export csv', csv.out);
    const list = await leads(['list'], env);
    expect(list.out).toContain('Failing Lead');
    expectNoSecret('list', list.out);

    service.child.kill('SIGTERM');
    await service.exited;
    const output = service.output();
    expect(output).toContain(`forward → http://***@127.0.0.1:`);
    expect(output).toMatch(/delivery failed, will retry/);
    expectNoSecret('service banner and logs', output);

    // With the service stopped the command opens the store itself: the same.
    const direct = await leads(['export', '--format', 'json'], env);
    expect(direct.out).toContain('upstream answered 502');
    expectNoSecret('export json (store opened directly)', direct.out);
  });
});

describe('redaction', () => {
  test('URLs lose their user info and secret-looking query values, wherever they are in a text', () => {
    expect(redactUrl('postgres://leads:hunter2@db.internal:5432/leads?sslmode=require&password=x1')).toBe(
      'postgres://***@db.internal:5432/leads?sslmode=require&password=***',
    );
    expect(redactUrl('https://hooks.example/f/abc?access_token=T&apiKey=K&client_secret=S&sig=G&page=2')).toBe(
      'https://hooks.example/f/abc?access_token=***&apiKey=***&client_secret=***&sig=***&page=2',
    );
    expect(redactSecrets('connect to smtp://u:p%40ss@mail.example:587 failed; see https://x.example/?token=abc.')).toBe(
      'connect to smtp://***@mail.example:587 failed; see https://x.example/?token=***.',
    );
    expect(redactSecrets('Authorization: Bearer eyJhbGciOi.x.y and authorization Basic dXNlcjpwYXNz')).toBe('Authorization: Bearer *** and authorization Basic ***');
    expect(redactSecrets('plain text, no secrets: 5 < 10 & a@b.example, basic training')).toBe('plain text, no secrets: 5 < 10 & a@b.example, basic training');
  });

  test('the configured secrets themselves are hidden, even outside a URL', async () => {
    const { readConfig } = await import('../../../server/config');
    readConfig({ SMTP_URL: 'smtps://mailer:Zq9-unique-pass@mail.example:465', NOTIFY_TO: 'gym@example.com' });
    expect(redactSecrets('535 authentication failed for mailer / Zq9-unique-pass')).toBe('535 authentication failed for mailer / ***');
  });

  test('a long text is redacted in linear time', () => {
    const t = performance.now();
    redactSecrets(`${'https://a'.repeat(4000)} ${'token='.repeat(4000)} https://a/?${'.'.repeat(30_000)}x ${'basic '.repeat(4000)} authorization${' '.repeat(20_000)}x`);
    expect(performance.now() - t).toBeLessThan(500);
  });

  test('an unreadable URL is not echoed', () => {
    expect(redactUrl('http://user:pa ss@[bad')).toBe('(a URL that could not be read)');
  });

  test('os.tmpdir is not a secret (sanity: redaction leaves ordinary paths alone)', () => {
    expect(redactSecrets(`could not open ${os.tmpdir()}/x: ENOENT`)).toBe(`could not open ${os.tmpdir()}/x: ENOENT`);
  });
});
