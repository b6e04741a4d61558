import fs from 'node:fs';
import path from 'node:path';
import { BOOKING_SCRIPT_ATTR, JQUERY_PACKAGE_FILE, JQUERY_PUBLIC_PATH, bookingScripts, splitContactText } from '../../src/lib/booking';

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

describe('splitContactText', () => {
  const phone = '604-555-0142';
  const email = 'info@forge24fitness.example';

  it('finds the phone number and the email address in order', () => {
    const text = `Having trouble booking online? Call us at ${phone} or email ${email} and we'll book your appointment for you.`;
    expect(splitContactText(text, phone, email)).toEqual([
      { kind: 'text', text: 'Having trouble booking online? Call us at ' },
      { kind: 'phone', text: phone },
      { kind: 'text', text: ' or email ' },
      { kind: 'email', text: email },
      { kind: 'text', text: " and we'll book your appointment for you." },
    ]);
  });

  it('handles either one first, at the edges, and repeated', () => {
    expect(splitContactText(`${email} / ${phone} / ${phone}`, phone, email).map((s) => s.kind)).toEqual(['email', 'text', 'phone', 'text', 'phone']);
  });

  it('keeps the text as it is when neither appears or they are unknown', () => {
    expect(splitContactText('Call the front desk.', phone, email)).toEqual([{ kind: 'text', text: 'Call the front desk.' }]);
    expect(splitContactText(`Call ${phone}.`, '', '')).toEqual([{ kind: 'text', text: `Call ${phone}.` }]);
  });

  it('re-joins to the original text', () => {
    const text = `Call ${phone}, or ${email}.`;
    expect(splitContactText(text, phone, email).map((s) => s.text).join('')).toBe(text);
  });
});
