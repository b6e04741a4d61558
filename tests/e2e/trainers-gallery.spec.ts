/**
 * Trainers (spec 2.9) and the before/after gallery (spec 2.7), each on its long path and its alias,
 * at 390 px and 1280 px.
 */
import { test, expect, gotoReady, renderedFrame } from './fixtures';
import { content } from './content';
import { GYM_EMAIL as EMAIL, expectCrumb, head } from './checks';

const TRAINERS = content['trainers.yaml'].trainers;
const TRAINERS_PATHS = ['/certified-personal-trainers-surrey', '/trainers'] as const;
const BEFORE_AFTER = ['/fitness-transformation-results', '/before-after'] as const;

// ---------------------------------------------------------------- trainers (spec 2.9)

test.describe('trainers', () => {
  for (const p of TRAINERS_PATHS) {
    test(`${p}: 15 cards with every field, the booking and Instagram links`, async ({ page }) => {
      await gotoReady(page, p);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const cards = page.getByTestId('trainer-card');
      await expect(cards).toHaveCount(15);
      const seen = await cards.evaluateAll((els) =>
        els.map((el) => {
          const q = (id: string): Element | null => el.querySelector(`[data-testid="${id}"]`);
          const t = (id: string): string => q(id)?.textContent ?? '';
          return {
            name: el.querySelector('h2')?.textContent ?? '',
            type: t('trainer-type'),
            alt: [...(q('trainer-photo')?.querySelectorAll('img[alt]') ?? [])].map((i) => i.getAttribute('alt') ?? '').find((a) => a !== '') ?? '',
            experience: t('trainer-experience'),
            certification: t('trainer-certification'),
            phone: t('trainer-phone'),
            phoneHref: q('trainer-phone')?.querySelector('a')?.getAttribute('href') ?? null,
            instagram: q('trainer-instagram')?.getAttribute('href') ?? '',
            languages: q('trainer-languages')?.querySelectorAll('li').length ?? 0,
            specialties: q('trainer-specialties')?.querySelectorAll('li').length ?? 0,
            bio: t('trainer-bio').trim().length > 40,
            book: t('trainer-book'),
            bookHref: q('trainer-book')?.getAttribute('href') ?? '',
            follow: (q('trainer-follow')?.textContent ?? '').includes('Follow on Instagram'),
            followHref: q('trainer-follow')?.getAttribute('href') ?? '',
            followTarget: q('trainer-follow')?.getAttribute('target') ?? '',
            followRel: q('trainer-follow')?.getAttribute('rel') ?? '',
          };
        }),
      );
      const expected = TRAINERS.map((t) => ({
        name: t.name,
        type: t.practitionerType,
        alt: expect.stringContaining(t.name) as unknown as string,
        experience: t.yearsExperience === 'N/A' ? 'N/A' : `${t.yearsExperience} Years`,
        certification: t.certificateType,
        phone: t.phone,
        phoneHref: t.phone === 'Contact via Instagram' ? null : `tel:+1${t.phone.replace(/\D/g, '')}`,
        instagram: t.instagram,
        languages: expect.any(Number) as unknown as number,
        specialties: expect.any(Number) as unknown as number,
        bio: true,
        book: `Book a Free Session with ${t.name.split(' ')[0]}`,
        bookHref: `/consultation?trainer=${encodeURIComponent(t.name)}`,
        follow: true,
        followHref: t.instagram,
        followTarget: '_blank',
        followRel: 'noopener noreferrer',
      }));
      expect(seen).toEqual(expected);
      for (const card of seen) {
        expect(card.experience).toMatch(/^(N\/A|\d+ Years)$/);
        expect(card.languages).toBeGreaterThan(0);
        expect(card.specialties).toBeGreaterThan(0);
      }
      expect(seen.some((c) => c.experience === 'N/A')).toBe(true);
      expect(seen.some((c) => c.phone === 'Contact via Instagram')).toBe(true);
      // The button's accessible name is exactly the label.
      await expect(cards.nth(1).getByRole('link', { name: 'Book a Free Session with Marco', exact: true })).toBeVisible();
      const { canonical, jsonLd } = await head(page);
      expect(canonical).toBe('/certified-personal-trainers-surrey');
      expectCrumb(jsonLd, 'Trainers');
    });
  }

  test('photos alternate sides on a wide screen @desktop', async ({ page }) => {
    await gotoReady(page, '/trainers');
    const boxes = await page.getByTestId('trainer-card').evaluateAll((els) =>
      els.map((el) => {
        const photo = el.querySelector('[data-testid="trainer-photo"]')?.getBoundingClientRect();
        const name = el.querySelector('h2')?.getBoundingClientRect();
        return photo && name ? { photoLeft: photo.left, photoRight: photo.right, photoTop: photo.top, nameLeft: name.left, nameRight: name.right, nameBottom: name.bottom } : null;
      }),
    );
    expect(boxes).toHaveLength(15);
    boxes.forEach((b, i) => {
      expect(b).not.toBeNull();
      if (!b) return;
      // Side by side (the photo starts above the name's bottom), on the left for even cards and the right for odd ones.
      expect(b.photoTop).toBeLessThan(b.nameBottom);
      if (i % 2 === 0) expect(b.photoRight).toBeLessThanOrEqual(b.nameLeft);
      else expect(b.nameRight).toBeLessThanOrEqual(b.photoLeft);
    });
  });

  test('cards are stacked on a phone, photo first @phone', async ({ page }) => {
    await gotoReady(page, '/trainers');
    const cards = page.getByTestId('trainer-card');
    for (const i of [0, 1]) {
      const photo = await cards.nth(i).getByTestId('trainer-photo').boundingBox();
      const name = await cards.nth(i).getByRole('heading', { level: 2 }).boundingBox();
      if (!photo || !name) throw new Error('card not laid out');
      expect(photo.y + photo.height).toBeLessThanOrEqual(name.y);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the page starts at the top after arriving from a scrolled page @desktop', async ({ page }) => {
    await gotoReady(page, '/blog');
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trainers', exact: true }).click();
    await expect(page).toHaveURL(/\/certified-personal-trainers-surrey$/);
    await expect(page.getByTestId('trainer-card').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('back from a trainer’s consultation link returns to where the visitor was in the list', async ({ page }) => {
    const t = TRAINERS[6];
    await gotoReady(page, '/trainers');
    const book = page.getByRole('link', { name: `Book a Free Session with ${t.name.split(' ')[0]}`, exact: true });
    await book.scrollIntoViewIfNeeded();
    await renderedFrame(page); // the position is saved on the frame after a scroll
    // Where the visitor is when they tap the link: the link's place on the screen.
    const topOnScreen = () => book.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const top = await topOnScreen();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await book.click();
    await expect(page).toHaveURL(/\/consultation\?trainer=/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/trainers$/);
    // Back at the same place: the link where it was on the screen, to a pixel. (The window's offset may differ:
    // the cards above it that the browser had not rendered yet counted by their estimate then, and by their
    // real height now; the browser restores the place by what was on screen.)
    await expect.poll(topOnScreen).toBe(top);
    await renderedFrame(page);
    expect(Math.abs((await topOnScreen()) - top)).toBeLessThanOrEqual(1);
    await expect(book).toBeInViewport();
  });

  test('following a Book link pre-selects that trainer in the consultation form', async ({ page }) => {
    const t = TRAINERS[2];
    await gotoReady(page, '/trainers');
    const first = t.name.split(' ')[0];
    await page.getByRole('link', { name: `Book a Free Session with ${first}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/consultation\\?trainer=${encodeURIComponent(t.name)}$`));
    const select = page.getByLabel('Preferred Trainer');
    await expect(select).toBeVisible();
    await expect.poll(() => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0].textContent)).toContain(t.name);
  });
});

// ---------------------------------------------------------------- before/after (spec 2.7)

test.describe('before/after gallery', () => {
  for (const p of BEFORE_AFTER) {
    test(`${p}: 31 grayscale photos with numbered alt text, back to home and the story invitation`, async ({ page }) => {
      await gotoReady(page, p);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const photos = page.getByTestId('transformation');
      await expect(photos).toHaveCount(31);
      const seen = await photos.evaluateAll((els) =>
        els.map((el) => {
          const img = [...el.querySelectorAll('img[alt]')].find((i) => i.getAttribute('alt') !== '');
          return { alt: img?.getAttribute('alt') ?? '', filter: img ? getComputedStyle(img).filter : '' };
        }),
      );
      expect(seen.map((p) => p.alt)).toEqual(Array.from({ length: 31 }, (_, i) => `Before and after transformation ${i + 1}`));
      for (const p of seen) expect(p.filter).toMatch(/^grayscale\((1|100%)\)$/);
      await expect(page.getByRole('img', { name: 'Before and after transformation 31', exact: true })).toHaveCount(1);
      await expect(page.getByTestId('back-to-home')).toHaveAttribute('href', '/#services');
      const email = page.getByTestId('share-story-email');
      await expect(email).toHaveAttribute('href', new RegExp(`^mailto:${EMAIL.replace(/\./g, '\\.')}\\?subject=\\S+`));
      const subject = new URL((await email.getAttribute('href')) ?? '').searchParams.get('subject');
      expect(subject).toMatch(/story/i);
      const { canonical, jsonLd } = await head(page);
      expect(canonical).toBe('/fitness-transformation-results');
      expectCrumb(jsonLd, 'Transformations');
    });
  }

  test('Back to Home goes to the services section', async ({ page }) => {
    await gotoReady(page, '/before-after');
    await page.getByTestId('back-to-home').click();
    await expect(page).toHaveURL(/\/(#services)?$/);
    await expect(page.locator('#services')).toBeInViewport();
  });
});
