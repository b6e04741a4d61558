/**
 * What the gym's front desk reads of a lead written from the Punjabi or Hindi pages: the notification
 * mail's subject starts with the language ("[Punjabi] …", seen in the mailbox's list before opening it)
 * and its text with "Wrote in Punjabi"; the same in the daily digest and in a forward (with `_language`).
 * An English lead's mail, digest part and forward are what they were: nothing added.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@jest/globals';
import { ForwardNotifier, composeNotification } from '../../../server/submissions/delivery';
import { composeDigest } from '../../../server/submissions/delivery/digest';
import { storedLead } from './helpers/leads';

const MAIL = { to: 'desk@gym.test', from: 'Website <site@gym.test>' };
const harpreet = storedLead({ language: 'pa', fields: { name: 'Harpreet Kaur', email: 'harpreet@example.com' } });
const priya = storedLead({ language: 'hi' });
const jordan = storedLead();
const subjectOf = (sub: typeof jordan): string => (sub.payload as { subject: string }).subject;
const messageOf = (sub: typeof jordan): string => (sub.payload as { message: string }).message;

test('the mail of a Punjabi or Hindi lead says so in its subject and first line; an English one is unchanged', () => {
  const pa = composeNotification(harpreet, MAIL);
  expect(pa.subject).toBe(`[Punjabi] ${subjectOf(harpreet)}`);
  expect(pa.text.split('\n').slice(0, 3)).toEqual(["Wrote in Punjabi (sent from the site's Punjabi pages).", '', messageOf(harpreet)]);
  expect(pa.headers['X-Lead-Language']).toBe('pa');

  const hi = composeNotification(priya, MAIL);
  expect(hi.subject).toBe(`[Hindi] ${subjectOf(priya)}`);
  expect(hi.text.startsWith("Wrote in Hindi (sent from the site's Hindi pages).\n\n")).toBe(true);

  const en = composeNotification(jordan, MAIL);
  expect(en.subject).toBe(subjectOf(jordan));
  expect(en.text.startsWith(`${messageOf(jordan)}\n\n--\n`)).toBe(true);
  expect(en.text).not.toContain('Wrote in');
});

test('suspected spam from a Punjabi page: the spam mark first, then the language', () => {
  const suspect = composeNotification({ ...harpreet, spam: true }, MAIL);
  expect(suspect.subject).toBe(`[Suspected spam] [Punjabi] ${subjectOf(harpreet)}`);
  expect(suspect.text).toMatch(/^\[This form filled the site's hidden anti-spam field[^\]]*\]\n\nWrote in Punjabi /);
});

test('the digest marks each Punjabi or Hindi lead in its heading and first line, not the English ones', () => {
  const digest = composeDigest([harpreet, jordan, priya], { ...MAIL, perDay: 100, digestId: 'digest-1' });
  const parts = digest.text.split(/\n(?==== )/).slice(1);
  expect(parts).toHaveLength(3);
  expect(parts[0].split('\n')[0]).toBe(`=== 1 of 3: [Punjabi] ${subjectOf(harpreet)}`);
  expect(parts[0]).toContain(`\n\nWrote in Punjabi (sent from the site's Punjabi pages).\n\n${messageOf(harpreet)}`);
  expect(parts[1].split('\n')[0]).toBe(`=== 2 of 3: ${subjectOf(jordan)}`);
  expect(parts[1]).not.toContain('Wrote in');
  expect(parts[2].split('\n')[0]).toBe(`=== 3 of 3: [Hindi] ${subjectOf(priya)}`);
  expect(parts[2]).toContain('Wrote in Hindi');
});

test('a forward of a Punjabi lead carries _language and the marked subject and message; an English one the section-7 body alone', async () => {
  const bodies: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(data) as Record<string, unknown>);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  try {
    const notifier = new ForwardNotifier({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/f` });
    await notifier.send(harpreet);
    await notifier.send(jordan);
    expect(bodies[0]).toMatchObject({ _language: 'pa', subject: `[Punjabi] ${subjectOf(harpreet)}`, _subject: `[Punjabi] ${subjectOf(harpreet)}` });
    expect(String(bodies[0].message).startsWith('Wrote in Punjabi')).toBe(true);
    expect(bodies[1]).toEqual(jordan.payload);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});
