/**
 * Delivery against real servers in this process: an SMTP server (smtp-server), including an
 * outage and the recovery, and an HTTP endpoint for forwarding. No mocks.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { ForwardNotifier, SmtpNotifier, backoffDelay, composeNotification, createNotifier, headerSafe } from '../../../server/submissions/delivery';
import { Outbox } from '../../../server/submissions/delivery/outbox';
import { buildSubmission } from '../../../src/forms';
import type { LeadStore, StoredSubmission } from '../../../server/submissions';
import { client, listen } from './helpers/http';
import { contactLead, storedLead } from './helpers/leads';
import { freePort, waitFor } from './helpers/net';
import { PGLITE_FIXTURE, storeForAll } from './helpers/stores';
import { TestSmtp, type Mail } from './helpers/smtp';
import { CONSULTATION, CONTACT } from './helpers/values';

jest.setTimeout(60_000);

let store: LeadStore;
storeForAll(PGLITE_FIXTURE, (s) => {
  store = s;
});

const FAST = { pollMs: 50, baseDelayMs: 100, maxDelayMs: 300, leaseMs: 5_000 };
const JSON_HEADERS = { 'content-type': 'application/json' };

describe('SMTP', () => {
  let smtp: TestSmtp;
  let app: FastifyInstance | undefined;
  let base: string;

  beforeAll(async () => {
    smtp = new TestSmtp(await freePort());
    await smtp.start();
    const notifier = createNotifier({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`, notifyTo: 'front-desk@forge24fitness.example', notifyFrom: 'Forge 24 website <website@forge24fitness.example>' });
    app = await buildApp({ store, publicDir: '/nonexistent', delivery: notifier, outbox: FAST, rateLimit: false });
    base = await listen(app);
  });
  afterAll(async () => {
    await app?.close();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup failed
    await smtp?.stop();
  });

  test('a submission is emailed as plain text to NOTIFY_TO with Reply-To the visitor', async () => {
    const res = await client(base).post('/f/consultation', JSON.stringify(buildSubmission('consultation', CONSULTATION)), JSON_HEADERS);
    expect(res.status).toBe(200);
    const row = (await store.list({ limit: 1 }))[0];
    await waitFor(async () => (await store.get(row.id))?.deliveryState === 'delivered', 10_000, 'delivery');
    const mail = smtp.mails.find((m) => m.raw.includes(row.id)) as Mail;
    expect(mail.to).toEqual(['front-desk@forge24fitness.example']);
    expect(mail.from).toBe('website@forge24fitness.example');
    expect(mail.headers.subject).toBe("New Consultation Request from Harpreet O'Neil-Singh");
    expect(mail.headers['reply-to']).toBe('"Harpreet O\'Neil-Singh" <harpreet@example.com>');
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.headers['message-id']).toBe(`<${row.id}@forge24fitness.example>`);
    const text = mail.body.replace(/=\r\n/g, '');
    expect(text).toContain('Primary Fitness Goal: Strength');
    expect(text).toContain('Available Days: Monday, Thursday');
    expect(await store.get(row.id)).toMatchObject({ deliveryState: 'delivered', attempts: 1, lastError: null });
  });

  test('outage: the server is down → pending with retries and the error; back up → delivered', async () => {
    await smtp.stop();
    const res = await client(base).post('/f/contact', JSON.stringify(buildSubmission('contact', CONTACT)), JSON_HEADERS);
    expect(res.status).toBe(200); // the visitor never sees the outage
    const row = (await store.list({ limit: 1 }))[0];
    const failing = await waitFor(async () => {
      const s = await store.get(row.id);
      return s && s.attempts >= 2 ? s : null;
    }, 15_000, 'two failed attempts');
    expect(failing.deliveryState).toBe('pending');
    expect(failing.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failing.nextAttemptAt).not.toBeNull();
    expect(smtp.mails.some((m) => m.raw.includes(row.id))).toBe(false);

    await smtp.start();
    const done = await waitFor(async () => {
      const s = await store.get(row.id);
      return s?.deliveryState === 'delivered' ? s : null;
    }, 15_000, 'delivery after the outage');
    expect(done.attempts).toBeGreaterThanOrEqual(3);
    expect(smtp.mails.filter((m) => m.raw.includes(row.id))).toHaveLength(1);
    expect(smtp.mails.find((m) => m.raw.includes(row.id))?.headers.subject).toBe('Inquiry about Kickboxing & Boxing');
  });

  test('honeypot filled but otherwise valid: delivered, marked as suspected spam', async () => {
    const res = await client(base).post('/f/contact', JSON.stringify(buildSubmission('contact', { ...CONTACT, email: 'autofill@example.com' }, { honeypot: 'Jordan' })), JSON_HEADERS);
    expect(res.status).toBe(200);
    const row = (await store.list({ limit: 1 }))[0];
    expect(row).toMatchObject({ spam: true, deliveryState: 'pending' });
    await waitFor(async () => (await store.get(row.id))?.deliveryState === 'delivered', 15_000, 'the suspected spam to be delivered');
    const mail = smtp.mails.find((m) => m.raw.includes(row.id));
    expect(mail?.headers.subject).toBe('[Suspected spam] Inquiry about Kickboxing & Boxing');
    expect(mail?.raw).toContain(`npm run leads -- not-spam ${row.id.slice(0, 8)}`);
  });

  test('spam (honeypot filled and not a valid form) is never delivered', async () => {
    const res = await client(base).post('/f/contact', JSON.stringify(buildSubmission('contact', { ...CONTACT, email: 'nope' }, { honeypot: 'buy now' })), JSON_HEADERS);
    expect(res.status).toBe(200);
    const row = (await store.list({ limit: 1 }))[0];
    expect(row.deliveryState).toBe('spam');
    await new Promise((r) => setTimeout(r, 300));
    expect((await store.get(row.id))?.deliveryState).toBe('spam');
    expect(smtp.mails.some((m) => m.raw.includes(row.id))).toBe(false);
  });
});

describe('SMTP transport security', () => {
  const CONTACT_JSON = JSON.stringify(buildSubmission('contact', CONTACT));

  test('smtp:// requires STARTTLS: a server without it gets nothing and the lead stays pending', async () => {
    const plain = new TestSmtp(await freePort()); // offers no STARTTLS
    await plain.start();
    const notifier = createNotifier({ smtpUrl: `smtp://127.0.0.1:${plain.port}`, notifyTo: 'gym@forge24fitness.example' });
    const app = await buildApp({ store, publicDir: '/nonexistent', delivery: notifier, outbox: FAST, rateLimit: false });
    const base = await listen(app);
    try {
      expect((await client(base).post('/f/contact', CONTACT_JSON, JSON_HEADERS)).status).toBe(200);
      const row = (await store.list({ limit: 1 }))[0];
      const refused = await waitFor(async () => {
        const s = await store.get(row.id);
        return s && s.attempts >= 2 ? s : null;
      }, 15_000, 'two refused attempts');
      expect(refused.deliveryState).toBe('pending');
      expect(refused.lastError).toMatch(/STARTTLS/i);
      expect(plain.mails).toHaveLength(0);
      await store.markDelivered(row.id, new Date()); // leave nothing due for other tests
    } finally {
      await app.close();
      await notifier?.close?.();
      await plain.stop();
    }
  });

  test('with STARTTLS offered the message goes over TLS; smtps:// is implicit TLS', async () => {
    for (const [options, scheme] of [[{ starttls: true }, 'smtp'], [{ secure: true }, 'smtps']] as const) {
      const server = new TestSmtp(await freePort(), options);
      await server.start();
      // smtp-server's built-in certificate is self-signed.
      const notifier = new SmtpNotifier({ url: `${scheme}://127.0.0.1:${server.port}?tls.rejectUnauthorized=false`, to: 'gym@forge24fitness.example', from: 'site@forge24fitness.example' });
      try {
        await notifier.send(storedContact());
        expect(server.mails).toHaveLength(1);
        expect(server.mails[0].tls).toBe(true);
      } finally {
        await notifier.close();
        await server.stop();
      }
    }
  });

  test('plain SMTP only when the URL says so: ?requireTLS=false; a wrong value is a configuration error', async () => {
    const plain = new TestSmtp(await freePort());
    await plain.start();
    const notifier = new SmtpNotifier({ url: `smtp://127.0.0.1:${plain.port}?requireTLS=false`, to: 'gym@forge24fitness.example', from: 'site@forge24fitness.example' });
    try {
      await notifier.send(storedContact());
      expect(plain.mails.map((m) => m.tls)).toEqual([false]);
    } finally {
      await notifier.close();
      await plain.stop();
    }
    expect(() => createNotifier({ smtpUrl: 'smtp://mail.example?requireTLS=maybe', notifyTo: 'a@b.example' })).toThrow(/requireTLS/);
    expect(() => createNotifier({ smtpUrl: 'smtp://mail.example?ignoreTLS=true', notifyTo: 'a@b.example' })).toThrow(/requireTLS=false/);
  });

  function storedContact(): StoredSubmission {
    const id = `00000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
    const payload = buildSubmission('contact', CONTACT);
    return storedLead({ id, fields: CONTACT, payload: { email: payload.email, subject: payload.subject, message: payload.message, _replyto: payload._replyto, _subject: payload._subject } });
  }
});

describe('header injection', () => {
  test('nothing a visitor typed can add a header, even if it reached the store', async () => {
    const smtp = new TestSmtp(await freePort());
    await smtp.start();
    try {
      const sub = storedLead({
        id: '00000000-0000-4000-8000-000000000001',
        fields: { name: 'Eve\r\nBcc: victim@example.com', email: 'eve@example.com' },
        payload: {
          email: 'eve@example.com\r\nBcc: victim2@example.com',
          subject: 'Hi\r\nBcc: victim3@example.com\u2028X-Evil: 1',
          _subject: 'Hi\nBcc: victim4@example.com',
          _replyto: 'eve@example.com\nBcc: victim5@example.com',
          message: 'Body line\r\n\r\n<script>alert(1)</script>',
        },
      });
      const notifier = new SmtpNotifier({ url: `smtp://127.0.0.1:${smtp.port}?requireTLS=false`, to: 'gym@forge24fitness.example', from: 'site@forge24fitness.example' });
      await notifier.send(sub);
      await notifier.close();
      const mail = smtp.mails[0];
      expect(mail.to).toEqual(['gym@forge24fitness.example']);
      const head = mail.raw.split('\r\n\r\n')[0];
      expect(head).not.toMatch(/^bcc:/im);
      expect(head).not.toMatch(/^x-evil:/im);
      expect(mail.headers.subject).toBe('Hi Bcc: victim4@example.com');
      expect(mail.headers['content-type']).toMatch(/^text\/plain/);
      expect(mail.body).toContain('<script>alert(1)</script>'); // plain text: shown, never run
      expect(headerSafe('a\r\nb\u0000c\u2029d')).toBe('a b c d');
      const composed = composeNotification(sub, { to: 'x@example.com', from: 'y@example.com' });
      expect(composed.replyTo).toBeUndefined(); // not a valid address once cleaned: no Reply-To at all
    } finally {
      await smtp.stop();
    }
  });
});

describe('forwarding to FORWARD_URL', () => {
  test('POSTs the section-7 JSON; a failing upstream is retried until it answers 2xx', async () => {
    const received: unknown[] = [];
    let failuresLeft = 2;
    const upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft--;
          res.writeHead(503).end('busy');
          return;
        }
        received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/f/abcd1234`;
    const app = await buildApp({ store, publicDir: '/nonexistent', delivery: new ForwardNotifier({ url }), outbox: FAST, rateLimit: false });
    const base = await listen(app);
    try {
      const submission = buildSubmission('contact', CONTACT);
      expect((await client(base).post('/f/contact', JSON.stringify(submission), JSON_HEADERS)).status).toBe(200);
      const row = (await store.list({ limit: 1 }))[0];
      const done = await waitFor(async () => {
        const s = await store.get(row.id);
        return s?.deliveryState === 'delivered' ? s : null;
      }, 15_000, 'forward delivery');
      expect(done.attempts).toBe(3);
      expect(received).toHaveLength(1);
      const { headers, body } = received[0] as { headers: http.IncomingHttpHeaders; body: unknown };
      expect(headers['content-type']).toBe('application/json');
      expect(headers['idempotency-key']).toBe(row.id); // the same on every retry: an upstream can drop a repeat
      expect(body).toEqual({
        email: submission.email,
        subject: submission.subject,
        message: submission.message,
        _replyto: submission._replyto,
        _subject: submission._subject,
      });
    } finally {
      await app.close();
      await new Promise<void>((r) => upstream.close(() => r()));
    }
  });
});

describe('outbox rules', () => {
  test('exponential backoff with a cap', () => {
    const o = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, o, 0.5))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelay(20, o, 0.5)).toBe(3_600_000);
    expect(backoffDelay(1, o, 0)).toBe(27_000);
    expect(backoffDelay(1, o, 1)).toBe(33_000);
  });

  test('after the give-up time a failing submission is marked failed; `retry` re-queues it', async () => {
    const port = await freePort(); // nothing listens there
    const notifier = new SmtpNotifier({ url: `smtp://127.0.0.1:${port}?requireTLS=false`, to: 'gym@forge24fitness.example', from: 'site@forge24fitness.example', timeoutMs: 2000 });
    const outbox = new Outbox(store, notifier, { ...FAST, giveUpAfterMs: 0 });
    const id = '00000000-0000-4000-8000-00000000000f';
    await store.insert(contactLead('Old', { id, createdAt: new Date(Date.now() - 1000) }));
    await outbox.runOnce();
    expect(await store.get(id)).toMatchObject({ deliveryState: 'failed', attempts: 1 });
    expect(await store.requeueUndelivered([id])).toBe(1);
    expect((await store.get(id))?.deliveryState).toBe('pending');
    await store.markDelivered(id, new Date()); // leave nothing due for other tests
    await notifier.close();
  });

  test('configuration errors are clear', () => {
    expect(() => createNotifier({ smtpUrl: 'smtp://x', forwardUrl: 'https://y' })).toThrow(/not both/);
    expect(() => createNotifier({ smtpUrl: 'smtp://x' })).toThrow(/NOTIFY_TO/);
    expect(createNotifier({})).toBeNull();
  });
});
