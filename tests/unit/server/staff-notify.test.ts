/**
 * The notification of a new lead links to it in the staff inbox, on the inbox's own origin, when
 * STAFF_ORIGIN is set: a line at the end of the email's text, an `_inbox` field beside the section-7
 * fields when forwarded; without STAFF_ORIGIN neither changes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ForwardNotifier, composeNotification, createNotifier } from '../../../server/submissions/delivery';
import { readStaffOptions } from '../../../server/config';
import { storedLead } from './helpers/leads';

const sub = storedLead();
const { id } = sub;

test('the email ends with the lead’s inbox address when STAFF_ORIGIN is set, and not otherwise', () => {
  const withSite = composeNotification(sub, { to: 'desk@gym.test', from: 'site@gym.test', siteUrl: 'https://forge24.example', staffOrigin: 'https://inbox.forge24.example' });
  expect(withSite.text.trimEnd().split('\n').at(-1)).toBe(`Open it in the staff inbox: https://inbox.forge24.example/staff/leads/${id}/`);
  const without = composeNotification(sub, { to: 'desk@gym.test', from: 'site@gym.test' });
  expect(without.text).not.toContain('/staff/');
});

test('a forward carries _inbox beside the unchanged section-7 fields when STAFF_ORIGIN is set', async () => {
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
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/f`;
  try {
    const notifier = createNotifier({ forwardUrl: url, siteUrl: 'https://forge24.example', staffOrigin: 'https://inbox.forge24.example' });
    expect(notifier).toBeInstanceOf(ForwardNotifier);
    await notifier?.send(sub);
    await new ForwardNotifier({ url }).send(sub);
    expect(Object.keys(bodies[0]).sort()).toEqual(['_inbox', '_replyto', '_subject', 'email', 'message', 'subject']);
    expect(bodies[0]._inbox).toBe(`https://inbox.forge24.example/staff/leads/${id}/`);
    expect(Object.keys(bodies[1]).sort()).toEqual(['_replyto', '_subject', 'email', 'message', 'subject']);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test('staff settings from the environment: defaults, values, and bad values refused', () => {
  expect(readStaffOptions({})).toEqual({ idleHours: 12, maxDays: 7, signInPerMinute: 10, listReadsPerHour: 2000 });
  expect(readStaffOptions({ STAFF_SESSION_IDLE_HOURS: '2', STAFF_SESSION_MAX_DAYS: '30', STAFF_SIGNIN_PER_MINUTE: '100', STAFF_LIST_READS_PER_HOUR: '500' })).toEqual({
    idleHours: 2,
    maxDays: 30,
    signInPerMinute: 100,
    listReadsPerHour: 500,
  });
  for (const [name, value] of [['STAFF_SESSION_IDLE_HOURS', '0'], ['STAFF_SESSION_MAX_DAYS', 'a week'], ['STAFF_SIGNIN_PER_MINUTE', '-1'], ['STAFF_LIST_READS_PER_HOUR', 'lots']]) {
    expect(() => readStaffOptions({ [name]: value })).toThrow(name);
  }
});
