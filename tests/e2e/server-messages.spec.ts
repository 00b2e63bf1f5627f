// Server messages worded by the storefront (issue 17): the server answers WordPress's
// {code, message} with a reason and its params, and the customer reads it in the chosen language,
// the shop's own words for a reason the storefront does not know.
import type { Page } from '@playwright/test';
import { test, expect, answerJson, type OpenApp } from './fixtures.ts';
import { POKROVKA, openHours, withAddress } from './shop-state.ts';

test.beforeEach(async ({ page }) => {
  await openHours(page);
  await withAddress(page, POKROVKA);
  await page.addInitScript(() => {
    const ui = JSON.parse(localStorage.getItem('store:ui') ?? '{}') as Record<string, unknown>;
    if (ui.languageChosen) return;
    localStorage.setItem(
      'store:ui',
      JSON.stringify({ ...ui, language: 'de', languageChosen: true }),
    );
  });
});
test.setTimeout(60_000);

/** A dish added from its sheet (in German), then the cart's page, where a promo code goes. */
async function cartWithADish(page: Page, openApp: OpenApp) {
  await openApp('/?product_id=1000');
  const modal = page.getByTestId('product-modal');
  await modal.getByRole('button', { name: /^Hinzufügen für/ }).click({ timeout: 30_000 });
  await expect(modal).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.locator('.cart-view')).toBeVisible({ timeout: 30_000 });
}

test('a refused promo code reads in German when the interface is German', async ({
  page,
  openApp,
}) => {
  await cartWithADish(page, openApp);
  const input = page.getByTestId('promo-input');
  const apply = page.getByRole('button', { name: 'Einlösen' }).first();
  await input.fill('SUMMER2026');
  await apply.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dieser Gutscheincode ist abgelaufen' }),
  ).toBeVisible();
  // A condition with its amount, worded here: the server's Russian never shows.
  await input.fill('TARELKA200');
  await apply.click();
  const minimum = page.getByRole('alert').filter({ hasText: 'unter dem Mindestwert' });
  await expect(minimum).toBeVisible();
  await expect(minimum).toContainText(/über \d+/);
  await expect(page.getByText('Сумма заказа меньше минимальной')).toHaveCount(0);
});

test("a reason the storefront does not know: the shop's own words", async ({ page, openApp }) => {
  await answerJson(
    page,
    '**/wp-json/api/flutter_woo/coupon',
    400,
    JSON.stringify({
      code: 'coupon_not_applicable',
      message: 'Nur für Stammgäste',
      data: { status: 400, reason: 'coupon.regulars-only' },
    }),
  );
  await cartWithADish(page, openApp);
  await page.getByTestId('promo-input').fill('REGULAR');
  await page.getByRole('button', { name: 'Einlösen' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nur für Stammgäste' })).toBeVisible();
});
