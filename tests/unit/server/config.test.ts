/** The environment variables of the service (docs/operations.md, "Environment"), read and checked at start. */
import path from 'node:path';
import { ConfigError, parseTrustProxy, readConfig } from '../../../server/config';
import { DEFAULT_HTTP_LIMITS } from '../../../server/http/limits';

describe('readConfig', () => {
  test('defaults', () => {
    const c = readConfig({});
    expect(c).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      databaseUrl: null,
      smtpUrl: null,
      forwardUrl: null,
      rateLimitMax: 20,
      rateLimitWindowMs: 60_000,
      siteUrl: null,
      staffOrigin: null,
      trustProxy: false,
      publicDir: path.resolve('public'),
      httpLimits: DEFAULT_HTTP_LIMITS,
      lowDiskBytes: 100 * 1024 * 1024,
      mailCeiling: { perDay: 100, digestEveryMs: 15 * 60_000, digestMax: 200 },
    });
  });

  test('the daily mail ceiling: NOTIFY_DAILY_LIMIT (0 turns it off) and NOTIFY_DIGEST_MINUTES', () => {
    expect(readConfig({ NOTIFY_DAILY_LIMIT: '0' }).mailCeiling).toBeNull();
    expect(readConfig({ NOTIFY_DAILY_LIMIT: '40', NOTIFY_DIGEST_MINUTES: '60' }).mailCeiling).toMatchObject({ perDay: 40, digestEveryMs: 3_600_000 });
  });

  test('values', () => {
    const c = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/leads',
      DATABASE_URL: 'postgres://u:p@db:5432/leads',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      NOTIFY_TO: 'front-desk@forge24fitness.example',
      RATE_LIMIT_MAX: '0',
      SITE_URL: 'https://forge24fitness.example',
      STAFF_ORIGIN: 'https://inbox.forge24fitness.example/',
      TRUST_PROXY: '1',
    });
    expect(c).toMatchObject({ staffOrigin: 'https://inbox.forge24fitness.example', port: 9000, host: '0.0.0.0', dataDir: '/var/lib/leads', rateLimitMax: 0, trustProxy: 1, notifyTo: 'front-desk@forge24fitness.example' });
  });

  test.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ RATE_LIMIT_MAX: '-1' }, /RATE_LIMIT_MAX/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL is not a valid URL/],
    [{ FORWARD_URL: 'ftp://x' }, /FORWARD_URL must start with https:\/\//],
    [{ FORWARD_URL: 'http://127.0.0.1:9000/hook' }, /FORWARD_URL must start with https:\/\/.*ALLOW_INSECURE_FORWARD=1/],
    [{ FORWARD_URL: 'http://127.0.0.1:9000/hook', ALLOW_INSECURE_FORWARD: '0' }, /FORWARD_URL must start with https:\/\//],
    [{ FORWARD_URL: 'ftp://x', ALLOW_INSECURE_FORWARD: '1' }, /FORWARD_URL must start with https:\/\/ or http:\/\//],
    [{ HEADERS_TIMEOUT_MS: '0' }, /HEADERS_TIMEOUT_MS must be a whole number from 100/],
    [{ MAX_CONNECTIONS: '0' }, /MAX_CONNECTIONS must be a whole number from 1/],
    [{ LOW_DISK_MB: 'lots' }, /LOW_DISK_MB must be a whole number/],
    [{ NOTIFY_DAILY_LIMIT: '-5' }, /NOTIFY_DAILY_LIMIT must be a whole number from 0/],
    [{ NOTIFY_DIGEST_MINUTES: '0' }, /NOTIFY_DIGEST_MINUTES must be a whole number from 1 to 1440/],
    [{ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' }, /HEADERS_TIMEOUT_MS \(30000\) must not be longer than REQUEST_TIMEOUT_MS \(20000\)/],
    // The inbox on an origin of its own (server/staff/origin.ts).
    [{ SITE_URL: 'https://www.gym.example' }, /STAFF_ORIGIN must be set with SITE_URL: .*STAFF_ORIGIN=https:\/\/inbox\.gym\.example/],
    [{ SITE_URL: 'https://gym.example', STAFF_ORIGIN: 'https://gym.example' }, /STAFF_ORIGIN must be on another host name than SITE_URL's/],
    // Cookies ignore ports: another port on the site's name would hand the inbox's cookie to the site.
    [{ SITE_URL: 'https://gym.example', STAFF_ORIGIN: 'https://gym.example:8443' }, /STAFF_ORIGIN must be on another host name than SITE_URL's \(both are gym\.example; a different port is not enough/],
    [{ SITE_URL: 'http://127.0.0.1:8000', STAFF_ORIGIN: 'http://127.0.0.1:8001' }, /another host name/],
    // Plain http only on localhost.
    [{ SITE_URL: 'https://gym.example', STAFF_ORIGIN: 'http://inbox.gym.example' }, /STAFF_ORIGIN must be https .*only on localhost/],
    [{ STAFF_ORIGIN: 'http://127.0.0.1:8001' }, /STAFF_ORIGIN must be https/],
    [{ STAFF_ORIGIN: 'https://inbox.gym.example/staff/' }, /STAFF_ORIGIN must be an origin only/],
    [{ STAFF_ORIGIN: 'ftp://inbox.gym.example' }, /STAFF_ORIGIN must start with/],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  test('STAFF_ORIGIN on a parent, child or sibling name of the site\'s, or on localhost over http, is accepted', () => {
    expect(readConfig({ SITE_URL: 'https://gym.example', STAFF_ORIGIN: 'https://inbox.gym.example' }).staffOrigin).toBe('https://inbox.gym.example');
    expect(readConfig({ SITE_URL: 'https://www.gym.example', STAFF_ORIGIN: 'https://gym.example' }).staffOrigin).toBe('https://gym.example');
    expect(readConfig({ SITE_URL: 'https://www.gym.example', STAFF_ORIGIN: 'https://inbox.gym.example:8443' }).staffOrigin).toBe('https://inbox.gym.example:8443');
    expect(readConfig({ SITE_URL: 'http://127.0.0.1:8000', STAFF_ORIGIN: 'http://localhost:8000' }).staffOrigin).toBe('http://localhost:8000');
  });

  test('FORWARD_URL over plain http only with ALLOW_INSECURE_FORWARD=1 (as SMTP requires TLS)', () => {
    expect(readConfig({ FORWARD_URL: 'https://formspree.io/f/abc' }).forwardUrl).toBe('https://formspree.io/f/abc');
    expect(readConfig({ FORWARD_URL: 'http://127.0.0.1:9000/hook', ALLOW_INSECURE_FORWARD: '1' }).forwardUrl).toBe('http://127.0.0.1:9000/hook');
  });

  test('TRUST_PROXY forms', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(() => parseTrustProxy('true')).toThrow(/never|TRUST_PROXY=1/); // guards.test.ts has the rest
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseTrustProxy('1')).toBe(1);
  });
});
