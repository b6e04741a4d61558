import { test, expect, gotoReady, scrollToEndSettled } from './fixtures';
import { PATH_TABLE } from '../fixtures/site-paths';

const SERVICES = [
  ['Personal Training', '/personal-trainer-surrey-delta'],
  ['Group Fitness', '/group-fitness-classes-surrey'],
  ['Physiotherapy & Kinesiology', '/physiotherapy-kinesiology-surrey-delta'],
  ['Pre & Post Natal', '/prenatal-postnatal-fitness-surrey'],
  ['Athletic Performance', '/athletic-performance-training-delta'],
  ['Kickboxing & Boxing', '/kickboxing-boxing-gym-surrey'],
  ['Online Coaching', '/online-personal-training-coach'],
  ['Pilates', '/pilates-classes-surrey-delta'],
];

test.describe('navigation bar', () => {
  test('is transparent at the top and dark and blurred after scrolling more than 50px', async ({ page }) => {
    await gotoReady(page, '/');
    const header = page.getByTestId('navbar');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    // The bar's background is its ::before layer (a blurred header would clip the fixed phone menu).
    const background = () => header.evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el, '::before').backdropFilter)).toContain('blur');
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  });

  test('without JavaScript (as before the page has started) the bar is transparent at the top and solid once scrolled past 50px', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const header = page.getByTestId('navbar');
      await expect(header).not.toHaveAttribute('data-scrolled');
      const background = () => header.evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
      expect(await background()).toBe('rgba(0, 0, 0, 0)');
      await page.mouse.move(100, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
      await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
      expect(await header.evaluate((el) => getComputedStyle(el, '::before').backdropFilter)).toContain('blur');
    } finally {
      await context.close();
    }
  });

  test('desktop: shows every link, the Services dropdown and both buttons @desktop', async ({ page }) => {
    await gotoReady(page, '/trainers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Membership', '/#membership'],
      ['About', '/#about'],
      ['Testimonials', '/#testimonials'],
      ['Contact', '/#contact'],
      ['Book Appointment', '/book-appointment-surrey'],
      ['Trainers', '/certified-personal-trainers-surrey'],
      ['Facility Expansion', '/new-gym-facility-surrey-delta'],
      ['Blog', '/fitness-blog-surrey-delta'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const services = nav.getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of SERVICES) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    // Keyboard: ArrowDown opens and focuses the first service.
    await services.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Personal Training', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Group Fitness', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/group-fitness-classes-surrey$/);
  });

  test('phone: the hamburger menu offers the same items, is keyboard operable and closes on Escape @phone', async ({ page }) => {
    await gotoReady(page, '/faq');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    for (const name of ['Membership', 'About', 'Testimonials', 'Contact', 'Book Appointment', 'Trainers', 'Facility Expansion', 'Blog', 'Free Consultation', 'Sign Up Online']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const [name] of SERVICES) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    // A link in the menu navigates and closes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Trainers', exact: true }).click();
    await expect(page).toHaveURL(/\/certified-personal-trainers-surrey$/);
    await expect(menu).toBeHidden();
  });

  test('hash links from another page go to the home page plus the anchor', async ({ page, isMobile }) => {
    await gotoReady(page, '/faq');
    if (isMobile || (page.viewportSize()?.width ?? 0) < 1280) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
    }
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('Free Consultation: scrolls on the home page, opens the consultation page elsewhere', async ({ page }) => {
    await gotoReady(page, '/');
    const floating = page.getByTestId('floating-buttons');
    await floating.getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page).toHaveURL(/\/#consultation$/);
    await expect(page.locator('#consultation')).toBeInViewport();

    await gotoReady(page, '/trainers');
    await page.evaluate(() => window.scrollTo(0, 600));
    await floating.getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page).toHaveURL(/\/free-fitness-consultation-surrey$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Sign Up Online: scrolls to membership on the home page, goes to /#membership elsewhere @desktop', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sign Up Online' }).click();
    await expect(page.locator('#membership')).toBeInViewport();
    await gotoReady(page, '/blog');
    await nav.getByRole('link', { name: 'Sign Up Online' }).click();
    await expect(page).toHaveURL(/\/#membership$/);
    await expect(page.locator('#membership')).toBeInViewport();
  });

  test.describe('without the web font', () => {
    test.use({ expectedConsole: /Failed to load resource: net::ERR_FAILED/ });

    test('the desktop bar still fits 1280px when the web font does not load @desktop', async ({ page }) => {
      await page.route('**/fonts/*.woff2', (route) => route.abort());
      await gotoReady(page, '/blog');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Sign Up Online' })).toBeInViewport({ ratio: 1 });
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    });
  });

  test('floating 3 Day Trial opens the membership portal in a new tab', async ({ page }) => {
    await gotoReady(page, '/pilates');
    const trial = page.getByTestId('floating-buttons').getByRole('link', { name: /3 Day Trial/ });
    await expect(trial).toHaveAttribute('target', '_blank');
    await expect(trial).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(trial).toHaveAttribute('href', /^https:\/\/portal\.forge24fitness\.example\//);
  });

  test('footer: contact details, links and the accessibility statement', async ({ page }) => {
    await gotoReady(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '604-555-0142' })).toHaveAttribute('href', 'tel:+16045550142');
    await expect(footer.getByRole('link', { name: 'info@forge24fitness.example' })).toHaveAttribute('href', 'mailto:info@forge24fitness.example');
    await expect(footer.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/accessibility');
    await expect(footer).toContainText('7488 Scott Road');
  });

  test('a page opened from the bottom of the home page starts at the top', async ({ page }) => {
    // Right after hydration, while the lower sections may still be rendering (src/startup/render-on-approach).
    await gotoReady(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'FAQ', exact: true }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/gym-faq-surrey-delta$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('routes (spec 2.1)', () => {
  const pairs: (readonly [string, string | null])[] = [...PATH_TABLE, ['/fitness-blog-surrey-delta/3', '/blog/3']];

  for (const [long, alias] of pairs) {
    test(`${long}${alias ? ` and ${alias}` : ''} render the same screen with the long path as canonical`, async ({ request }) => {
      const paths = alias ? [long, alias] : [long];
      const bodies: string[] = [];
      for (const p of paths) {
        const res = await request.get(p, { maxRedirects: 0 });
        expect(res.status(), `${p} answers 200 without a redirect`).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<link rel="canonical" href="https://www.forge24fitness.example${long}"`);
        bodies.push(html.replace(/<head>[\s\S]*<\/head>/, '').match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
      }
      expect(bodies[0]).not.toBe('');
      if (alias) expect(bodies[1]).toBe(bodies[0]);
    });
  }

  test('every page has its own title and description', async ({ request }) => {
    const seen = new Set<string>();
    for (const p of ['/', '/trainers', '/faq', '/blog', '/pilates', '/book-appointment-surrey']) {
      const html = await (await request.get(p)).text();
      const title = html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1];
      const desc = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(title, p).toBeTruthy();
      expect(desc && desc.length > 50, p).toBeTruthy();
      expect(seen.has(title as string), `${p} has a unique title`).toBe(false);
      seen.add(title as string);
    }
  });

  test.describe('404', () => {
    // The browser itself logs the 404 answers (document and page data) as console errors.
    test.use({ expectedConsole: /the server responded with a status of 404/ });

    test('an unknown path answers 404 with the 404 page', async ({ page, request }) => {
      const res = await request.get('/this-page-does-not-exist');
      expect(res.status()).toBe(404);
      await page.goto('/this-page-does-not-exist');
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test.describe('security headers', () => {
  test('every page carries its own Content-Security-Policy without unsafe-inline scripts', async ({ request }) => {
    for (const p of ['/', '/faq', '/book-appointment-surrey', '/blog/2']) {
      const res = await request.get(p);
      const csp = res.headers()['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, p).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc, p).not.toContain('unsafe-inline');
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
      expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers()['permissions-policy']).toBeTruthy();
      expect(res.headers()['set-cookie']).toBeUndefined();
    }
  });

  test('external links never leak the opener or the referrer', async ({ page }) => {
    await gotoReady(page, '/');
    const rels = await page.locator('a[target="_blank"]').evaluateAll((as) => as.map((a) => a.getAttribute('rel')));
    expect(rels.length).toBeGreaterThan(10);
    for (const rel of rels) expect(rel).toBe('noopener noreferrer');
  });
});

test('no page contacts a third party until the visitor asks', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(u.hostname) && !u.protocol.startsWith('data')) outside.push(r.url());
  });
  for (const p of ['/', '/trainers', '/faq', '/blog/1', '/pilates', '/consultation']) {
    await gotoReady(page, p);
    await scrollToEndSettled(page);
  }
  expect(outside).toEqual([]);
});
