import fs from 'node:fs';
import path from 'node:path';
import { BOOKING_SCRIPT_ATTR, JQUERY_PACKAGE_FILE, JQUERY_PUBLIC_PATH, bookingScripts } from '../../src/lib/booking';

describe('booking page scripts (spec 2.12)', () => {
  it('serves jQuery from our own origin under a versioned name', () => {
    const { version } = JSON.parse(fs.readFileSync(require.resolve('jquery/package.json'), 'utf8')) as { version: string };
    expect(JQUERY_PUBLIC_PATH).toBe(`/vendor/jquery-${version}.min.js`);
    expect(JQUERY_PUBLIC_PATH.startsWith('/')).toBe(true);
    expect(JQUERY_PUBLIC_PATH).not.toMatch(/^\/\//);
  });

  it('copies a file that exists in the npm package', () => {
    const file = path.join(path.dirname(require.resolve('jquery/package.json')), JQUERY_PACKAGE_FILE);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/jQuery v3\./);
  });

  it('loads jQuery first, then the portal host script', () => {
    const host = 'https://portal.forge24fitness.example/js/booking-widget.js';
    expect(bookingScripts(host)).toEqual([
      { name: 'jquery', src: JQUERY_PUBLIC_PATH },
      { name: 'portal-host', src: host },
    ]);
    expect(BOOKING_SCRIPT_ATTR).toBe('data-booking-script');
  });
});
