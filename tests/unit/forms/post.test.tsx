/**
 * @jest-environment jsdom
 */
/**
 * The visitor's side of a post, the site's forms against the real lead service on
 * loopback (the page's fetch is a plain HTTP client to it): the contact form shows the service's
 * field errors by the fields and in the error list, as the other forms do; a post whose answer is
 * lost on the way back (a relay that drops the connection when the answer comes) and is sent again
 * is one lead; a post that gets no answer fails within the time limit.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadContent } from '../../../src/build/load-content';
import { buildSubmission } from '../../../src/forms';
import { sendSubmission } from '../../../src/browser/forms/send';
import { freePort } from '../server/helpers/net';
import { runLeads, startService, type ServiceProcess } from '../server/helpers/service';
import { CONTACT } from '../server/helpers/values';
import { onPage } from './form-words';

const { data } = loadContent(path.resolve(__dirname, '../../../content'));

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ contentBusinessInfo: data['business-info.yaml'], contentTrainers: data['trainers.yaml'] }),
}));

// Imported after the mock is in place.
import { ContactForm } from '../../../src/components/forms/ContactForm';

jest.setTimeout(180_000);

// The service runs as its own process (the store's native lock does not load in a jsdom test).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-post-'));
const dataDir = path.join(root, 'data');
let service: ServiceProcess | undefined;
let servicePort = 0;
const servers: net.Server[] = [];
const sockets = new Set<net.Socket>();
/** Where the page's fetch goes: the service itself, or a relay in front of it. */
let target = 0;

/** What the page's fetch is here: a plain HTTP client on loopback (answers only what the form reads). */
function loopbackFetch(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const u = new URL(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url, `http://127.0.0.1:${target}`);
    const req = http.request(
      { host: '127.0.0.1', port: Number(u.port), path: u.pathname, method: init?.method ?? 'GET', headers: init?.headers as Record<string, string>, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(JSON.parse(text) as unknown) } as unknown as Response);
        });
        res.on('error', reject);
      },
    );
    init?.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
    req.on('error', reject);
    req.end(typeof init?.body === 'string' ? init.body : undefined);
  });
}

function listenOn(server: net.Server): Promise<number> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
}

beforeAll(async () => {
  servicePort = await freePort();
  service = await startService({ DATA_DIR: dataDir, PUBLIC_DIR: path.join(root, 'no-site'), RATE_LIMIT_MAX: '0', RETENTION_DAYS: 'off' }, servicePort, 150_000);
  (window as unknown as { fetch: typeof loopbackFetch }).fetch = loopbackFetch;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  for (const s of servers) s.close();
  if (service) {
    service.child.kill('SIGTERM');
    await service.exited;
  }
  fs.rmSync(root, { recursive: true, force: true });
});

/** Leads stored with this email, as `npm run leads -- export` sees them (through the running service). */
async function leadsWith(email: string): Promise<number> {
  const { code, out } = await runLeads(['export', '--format', 'json'], { DATA_DIR: dataDir });
  if (code !== 0) throw new Error(`leads export failed (${code}): ${out}`);
  return (JSON.parse(out) as { fields: { email?: string } }[]).filter((r) => r.fields.email === email).length;
}

function fill(container: HTMLElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const el = container.querySelector(`[name="${name}"]`);
    if (!el) throw new Error(`no field ${name}`);
    fireEvent.change(el, { target: { value } });
  }
}

async function submit(container: HTMLElement): Promise<void> {
  const form = container.querySelector('form[data-form="contact"]') as HTMLFormElement;
  const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
  await act(async () => {
    fireEvent.submit(form);
    await Promise.resolve();
  });
  // 'Sending...' until the answer (or its failure) has come.
  await waitFor(() => expect(button.getAttribute('aria-busy') ?? form.getAttribute('aria-busy')).not.toBe('true'), { timeout: 15_000 });
}

test('the contact form shows the service\'s field errors next to the fields and in the error list', async () => {
  target = servicePort;
  const { container, unmount } = render(onPage(<ContactForm />));
  try {
    fill(container, { name: 'Jordan Lee', email: 'jordan-at-example.com', message: 'Hello' });
    await submit(container);
    const email = container.querySelector('[name="email"]') as HTMLInputElement;
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('form-errors').textContent).toContain('Please enter a valid email address');
    expect(email.value).toBe('jordan-at-example.com'); // kept
  } finally {
    unmount();
  }
});

test('the answer to a stored post is lost, the visitor presses submit again: one lead', async () => {
  // A relay that passes the post on and hangs up on the visitor when the answer comes back.
  const relayPort = await listenOn(
    net.createServer((visitor) => {
      sockets.add(visitor);
      const upstream = net.connect(servicePort, '127.0.0.1');
      sockets.add(upstream);
      visitor.on('data', (d: Buffer) => upstream.write(d));
      upstream.once('data', () => {
        visitor.destroy();
        upstream.destroy();
      });
      visitor.on('error', () => upstream.destroy());
      upstream.on('error', () => visitor.destroy());
    }),
  );
  const email = 'lost-answer-browser@example.com';
  const { container, unmount } = render(onPage(<ContactForm />));
  try {
    fill(container, { ...CONTACT, email });
    target = relayPort;
    await submit(container);
    expect(await leadsWith(email)).toBe(1); // stored, though the visitor never heard
    expect((container.querySelector('[name="email"]') as HTMLInputElement).value).toBe(email); // values kept for a retry
    target = servicePort;
    await submit(container);
    await waitFor(() => expect((container.querySelector('[name="email"]') as HTMLInputElement).value).toBe('')); // success clears the form
    expect(await leadsWith(email)).toBe(1);
  } finally {
    unmount();
  }
});

test('a post that gets no answer fails within its time limit', async () => {
  const holePort = await listenOn(net.createServer((s) => sockets.add(s)));
  target = holePort;
  const t0 = Date.now();
  const result = await sendSubmission('/f/contact', buildSubmission('contact', CONTACT), 'k-0000-0000', { timeoutMs: 500, fetchImpl: loopbackFetch });
  expect(result).toEqual({ kind: 'failed', reason: 'timeout' });
  expect(Date.now() - t0).toBeLessThan(5_000);
});
