/**
 * Home page membership (spec 2.3): the five tabs and every plan card. Expected values come from
 * content/ (filled the way the build fills it), at 390px and 1280px.
 */
import { test, expect, gotoReady } from './fixtures';
import { content } from './content';
import { expectExternal } from './checks';

const plans = content['plans.yaml'];

/** Spec 2.3: the five membership tabs, in order. */
const TAB_LABELS = ['Monthly Billing', 'Annual Billing', 'Visit Packs', 'Trial Passes', 'Personal Training'];

/** "$1,199.99" -> 1199.99 */
const money = (text: string | null): number => Number((text ?? '').replace(/[$,\s]/g, ''));

test.describe('home page: membership', () => {
  test('is a tablist of five tabs, Monthly Billing selected, each tab controlling its panel', async ({ page }) => {
    expect(plans.tabs.map((t) => t.label)).toEqual(TAB_LABELS);
    await gotoReady(page, '/');
    const section = page.locator('#membership');
    const tablist = section.getByRole('tablist');
    await expect(tablist).toHaveCount(1);
    await expect(tablist).toHaveAccessibleName(/\S/);
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(TAB_LABELS);
    await expect(section.getByRole('tabpanel')).toHaveCount(1); // only the selected panel is exposed

    for (let i = 0; i < TAB_LABELS.length; i++) {
      const tab = tabs.nth(i);
      await expect(tab).toHaveAttribute('aria-selected', i === 0 ? 'true' : 'false');
      await expect(tab).toHaveAttribute('tabindex', i === 0 ? '0' : '-1');
      const panelId = await tab.getAttribute('aria-controls');
      const tabId = await tab.getAttribute('id');
      expect(panelId).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', tabId as string);
      if (i === 0) await expect(panel).toBeVisible();
      else await expect(panel).toBeHidden();
    }

    // A click selects a tab and shows only its panel.
    await tabs.nth(3).click();
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(section.getByRole('tabpanel')).toHaveCount(1);
    await expect(section.getByRole('tabpanel')).toHaveAccessibleName(TAB_LABELS[3]);
  });

  test('the arrow keys move and select with wrap-around; Home and End jump to the ends', async ({ page }) => {
    await gotoReady(page, '/');
    const section = page.locator('#membership');
    const tabs = section.getByRole('tab');
    const expectSelected = async (i: number) => {
      await expect(tabs.nth(i)).toBeFocused();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(i)).toHaveAttribute('tabindex', '0');
      await expect(section.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1);
      await expect(section.getByRole('tabpanel')).toHaveAccessibleName(TAB_LABELS[i]);
    };
    // Reach the selected tab with the keyboard: Tab from the element before the tablist.
    await tabs.nth(0).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expectSelected(0);
    await page.keyboard.press('ArrowRight');
    await expectSelected(1);
    await page.keyboard.press('ArrowRight');
    await expectSelected(2);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(1);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(0);
    await page.keyboard.press('ArrowLeft'); // wraps to the last
    await expectSelected(4);
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expectSelected(0);
    await page.keyboard.press('End');
    await expectSelected(4);
    await page.keyboard.press('Home');
    await expectSelected(0);
    // Roving tab index: Tab leaves the tablist for the selected panel, not the next tab.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('tabpanel')).toBeFocused();
  });

  test('every tab shows its plan cards: names, prices, benefits, sign-up links and the popular badge', async ({ page }) => {
    await gotoReady(page, '/');
    const section = page.locator('#membership');
    for (const tab of plans.tabs) {
      await section.getByRole('tab', { name: tab.label }).click();
      const panel = section.getByRole('tabpanel', { name: tab.label });
      await expect(panel).toBeVisible();
      const cards = panel.getByTestId('plan-card');
      await expect(cards).toHaveCount(tab.plans.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(tab.plans.map((p) => p.name));

      for (const [i, plan] of tab.plans.entries()) {
        const card = cards.nth(i);
        const price = card.getByTestId('plan-price');
        expect(money(await price.locator('.amount').textContent()), `${plan.name} price`).toBe(plan.price);
        await expect(price.locator('.period')).toContainText(plan.period);
        if (plan.originalPrice !== null) {
          expect(money((await card.getByTestId('plan-was').textContent())?.replace(/^.*?\$/, '$') ?? ''), `${plan.name} regular price`).toBe(plan.originalPrice);
        }
        if (plan.savings) await expect(card.getByTestId('plan-savings')).toHaveText(`Save ${plan.savings}%`);

        // Most Popular badge and highlight (accent border and glow) on the popular cards only.
        const frame = await card.evaluate((el) => ({ border: parseFloat(getComputedStyle(el).borderTopWidth), glow: getComputedStyle(el).boxShadow }));
        if (plan.popular) {
          await expect(card.getByText('Most Popular', { exact: true })).toBeVisible();
          expect(frame.border, `${plan.name} highlighted border`).toBeGreaterThanOrEqual(2);
          expect(frame.glow, `${plan.name} highlight glow`).not.toBe('none');
        } else {
          await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(0);
          expect(frame.glow, `${plan.name} has no highlight`).toBe('none');
        }

        // View Benefits (N): a disclosure button revealing the N benefits.
        const n = plan.features.length;
        const toggle = card.getByRole('button', { name: `View Benefits (${n})` });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        const benefits = card.getByRole('list', { name: `${plan.name} benefits` });
        await expect(benefits).toBeHidden();
        const controls = await toggle.getAttribute('aria-controls');
        expect(await page.locator(`[id="${controls}"]`).count(), 'aria-controls names an element').toBe(1);
        await toggle.click();
        const hide = card.getByRole('button', { name: `Hide Benefits (${n})` });
        await expect(hide).toHaveAttribute('aria-expanded', 'true');
        await expect(benefits).toBeVisible();
        await expect(benefits.getByRole('listitem')).toHaveText(plan.features);
        await hide.click();
        await expect(card.getByRole('button', { name: `View Benefits (${n})` })).toHaveAttribute('aria-expanded', 'false');
        await expect(benefits).toBeHidden();

        // Sign Up Online: an external link to the plan's portal page; secondary and upgrade links when given.
        const signUp = card.getByRole('link', { name: /^Sign Up Online/ });
        await expect(signUp).toHaveCount(1);
        await expectExternal(signUp, plan.link);
        if (plan.secondaryLink && plan.secondaryLinkText) await expectExternal(card.getByRole('link', { name: new RegExp(`^${plan.secondaryLinkText.replace(/[$+.()]/g, '\\$&')}`) }), plan.secondaryLink);
        if (plan.upgradeLink && plan.upgradeText) await expectExternal(card.getByRole('link', { name: new RegExp(`^${plan.upgradeText.replace(/[$+.()]/g, '\\$&')}`) }), plan.upgradeLink);
        else await expect(card.getByTestId('plan-upgrade')).toHaveCount(0);
      }
    }
    // At least one popular plan exists, so the badge check above was exercised.
    expect(plans.tabs.flatMap((t) => t.plans).some((p) => p.popular)).toBe(true);
  });
});
