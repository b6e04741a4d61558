import { test, expect, gotoReady, renderWhole, scrollToEndSettled, stubPortal } from './fixtures';
import { LONG_PATHS, ALIASES } from './routes';
import { GYM_EMAIL as EMAIL, GYM_PHONE_HREF as PHONE_HREF, axeViolations, expectCrumb, head } from './checks';


/**
 * Every long path at both widths: one h1, no console error or CSP report while the whole page is
 * scrolled through (the fixture fails the test on any), then axe with the WCAG 2.2 A and AA rules.
 */
test.describe('accessibility: axe, WCAG 2.2 A and AA, zero violations, no console errors', () => {
  for (const path of LONG_PATHS) {
    test(path, async ({ page }) => {
      await stubPortal(page);
      await gotoReady(page, path);
      // Scanned with every part rendered (src/startup/render-on-approach leaves them to the browser until then),
      // so axe can measure contrast everywhere: the page's own step before a jump (renderAllNow).
      await renderWhole(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await scrollToEndSettled(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/** The scan above can fail: what a visitor would meet on a page, put there, is reported by rule and element. */
test('axe reports an image without a text alternative and grey text on white @phone', async ({ page }) => {
  await gotoReady(page, '/accessibility');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const img = document.createElement('img');
    img.id = 'no-alt';
    img.src = '/favicon.svg';
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Opening hours';
    Object.assign(faint.style, { color: '#c8c8c8', background: '#ffffff' });
    main?.prepend(img, faint);
  });
  const violations = await axeViolations(page);
  expect(violations.find((v) => v.startsWith('image-alt'))).toContain('#no-alt');
  expect(violations.find((v) => v.startsWith('color-contrast'))).toContain('#faint');
});

/** The aliases serve the same templates (layout.spec.ts compares their HTML); here they load cleanly in a browser. */
test.describe('aliases load cleanly @phone', () => {
  for (const path of ALIASES) {
    test(path, async ({ page }) => {
      await stubPortal(page);
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});

// ---------------------------------------------------------------- accessibility statement

test.describe('accessibility statement', () => {
  test('states the standard, the testing, the limits, how to report a barrier and the date', async ({ page }) => {
    await gotoReady(page, '/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    for (const h of ['Our Standard', 'How We Test', 'Known Limitations', 'Report a Barrier']) {
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    }
    await expect(page.getByTestId('wcag-standard')).toContainText('WCAG 2.2 Level AA');
    const main = page.locator('main');
    for (const text of ['axe', '390 px', '1280 px', 'keyboard', 'Reduced motion', 'Colour contrast', 'Booking calendar', 'Map:', '2 business days']) {
      await expect(main).toContainText(text);
    }
    const contact = page.getByTestId('a11y-contact');
    await expect(contact.getByRole('link', { name: '604-555-0142' })).toHaveAttribute('href', PHONE_HREF);
    const email = contact.getByRole('link', { name: EMAIL });
    await expect(email).toHaveAttribute('href', new RegExp(`^mailto:${EMAIL.replace(/\./g, '\\.')}\\?subject=`));
    await expect(page.getByTestId('statement-date').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('footer').getByRole('link', { name: /Accessibility statement/i })).toHaveAttribute('href', '/accessibility');
    const { canonical, jsonLd } = await head(page);
    expect(canonical).toBe('/accessibility');
    expectCrumb(jsonLd, 'Accessibility');
  });
});
