import { containsHtml, sanitizeRecord, sanitizeText, stripHtml } from '../../../src/forms/sanitize';
import { isEmailAddress, validateForm } from '../../../src/forms/validation';
import { wordsFor } from './form-words';

describe('sanitizeText', () => {
  test.each([
    ['  Jane Doe  ', 'Jane Doe'],
    ['<b>Jane</b>', 'Jane'],
    ['<script>alert(1)</script>Jane', 'Jane'],
    ['<SCRIPT type="text/javascript">document.cookie</SCRIPT >x', 'x'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['a<!-- hidden -->b', 'ab'],
    ['a<!-- never closed', 'a'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<scr<script>ipt>alert(1)</script>', ''],
    ['x <div', 'x'],
    ['</p>closing only', 'closing only'],
    ['<?php echo 1 ?>text', 'text'],
    ['<!DOCTYPE html>text', 'text'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  test('keeps text that only looks like angle brackets', () => {
    expect(sanitizeText('I <3 squats')).toBe('I <3 squats');
    expect(sanitizeText('5 < 10 and 10 > 5')).toBe('5 < 10 and 10 > 5');
    expect(sanitizeText('Tom & Jerry &lt;b&gt;')).toBe('Tom & Jerry &lt;b&gt;');
  });

  test('keeps other scripts, emoji and line breaks inside the text', () => {
    expect(sanitizeText(' ਹਰਪ੍ਰੀਤ 💪\nline two ')).toBe('ਹਰਪ੍ਰੀਤ 💪\nline two');
  });

  test('is idempotent', () => {
    for (const s of ['<b>x</b>', 'a<!--b-->c', '<scr<script>ipt>', 'plain']) {
      expect(sanitizeText(sanitizeText(s))).toBe(sanitizeText(s));
    }
  });

  test('no tag survives, however it is nested', () => {
    const nasty = '<<script>script>alert(1)<</script>/script><img/src=x onerror=1>';
    expect(stripHtml(nasty)).not.toMatch(/<[a-z/!?]/i);
  });
});

describe('containsHtml', () => {
  test('detects markup and ignores plain text', () => {
    expect(containsHtml('<b>hi</b>')).toBe(true);
    expect(containsHtml('a<!--x-->')).toBe(true);
    expect(containsHtml('I <3 this, 5 > 4')).toBe(false);
    expect(containsHtml('  padded  ')).toBe(false);
  });
});

describe('sanitizeRecord', () => {
  test('sanitises strings and lists, keeps other keys', () => {
    const out = sanitizeRecord({ name: ' <i>Ana</i> ', days: [' monday ', '<b></b>', 'friday'], missing: undefined });
    expect(out).toEqual({ name: 'Ana', days: ['monday', 'friday'], missing: undefined });
  });
});

describe('cost is linear in the input', () => {
  /** The fastest of three runs, in ms: one slow run on a busy machine does not decide. */
  function fastest(fn: () => unknown): number {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      fn();
      best = Math.min(best, performance.now() - t);
    }
    return best;
  }
  const SIZE = 32 * 1024;
  const fill = (unit: string): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

  // Unterminated tags of every kind the sanitiser knows; each used to rescan the rest of the text.
  test.each(['<script ', '<style ', '<SCRIPT\t', '<script>', '</script ', '<!--', '<a ', '<', 'a@b.'])(
    '32 KB of %j costs about as much as ordinary text',
    (unit) => {
      const attack = fill(unit);
      const ordinary = fill('Training before work, old knee injury. ');
      const base = fastest(() => [containsHtml(ordinary), stripHtml(ordinary)]);
      const cost = fastest(() => [containsHtml(attack), stripHtml(attack)]);
      // Generous: ordinary text takes well under a millisecond; the quadratic version took >100 ms.
      expect(cost).toBeLessThan(Math.max(40, base * 20));
    },
  );

  test('the e-mail check is linear too (isEmailAddress: the validator and the plain-body check of the lead service use it)', () => {
    const attack = `a@${'b.'.repeat(SIZE / 2)}@`;
    expect(fastest(() => isEmailAddress(attack))).toBeLessThan(40);
    expect(isEmailAddress(attack)).toBe(false);
    // The forms cap the address at 100 characters before its shape is checked.
    expect(fastest(() => validateForm('contact', { name: 'A', email: attack }, wordsFor('contact')))).toBeLessThan(40);
    expect(validateForm('contact', { name: 'A', email: attack }, wordsFor('contact')).errors).toEqual([{ field: 'email', code: 'too_long', message: 'Email must be 100 characters or fewer' }]);
  });
});
