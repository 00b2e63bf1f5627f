// Discounts in both hosts: a gift earned, a choice among several, a discount lost when the cart
// shrinks, promo codes that apply or say why not, bonuses up to the cap.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { POKROVKA, withAddress } from './shop-state.ts';

/** Puts a product in the cart through its modal, `times` times. */
async function addProduct(page: Page, id: number, times = 1) {
  await page.goto(`/?product_id=${id}`);
  const modal = page.getByTestId('product-modal');
  for (let i = 1; i < times; i++)
    await modal.getByRole('button', { name: 'Больше', exact: true }).click();
  await modal.getByTestId('product-add').click();
  await expect(modal).toHaveCount(0);
}

async function openCart(page: Page) {
  await page.goto('/cart');
  await expect(page.locator('.cart-view')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-18T14:00:00+03:00'));
  await withAddress(page, POKROVKA);
});

test('a small cart earns one discount and gets it; removing items takes it away', async ({
  page,
  openApp,
}) => {
  await openApp('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await addProduct(page, 1000, 3); // three pizzas: over 1000 ₽ → the first-order discount
  await openCart(page);
  const block = page.getByTestId('discount-block');
  await expect(block).toBeVisible({ timeout: 10_000 });
  await expect(block).toContainText(/Вам доступны/);
  // Down to one pizza: under the coupon's minimum, so the discount goes (after the 2 s re-check).
  const less = page
    .locator('.cart-lines')
    .getByRole('button', { name: /Меньше|Уменьшить/ })
    .first();
  await less.click();
  await less.click();
  await expect(block).toHaveCount(0, { timeout: 10_000 });
});

test('a big cart earns several: the best is chosen for the customer, who may change it', async ({
  page,
  openApp,
}) => {
  await openApp('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await addProduct(page, 1001, 5); // pepperoni ×5 ≈ 2950 ₽: gift roll, mors for pizza, first order
  await openCart(page);
  const block = page.getByTestId('discount-block');
  // Only one may apply: the one worth most (a 590 ₽ roll, over −300 ₽ and a mors) is preselected.
  await expect(block).toContainText('Применили самую выгодную скидку', { timeout: 10_000 });
  await expect(block).toContainText('Филадельфия');
  await expect(page.locator('.cart-lines')).toContainText('Филадельфия');
  // The choice stays open.
  await block.getByRole('button', { name: 'Изменить выбор' }).click();
  await page.getByTestId('discount-option').filter({ hasText: '−300 ₽' }).click();
  await expect(block).toContainText('Вы выбрали 1 подарок из предложенных вариантов');
  await expect(page.locator('.cart-lines')).not.toContainText('Филадельфия');
  await expect(page.getByTestId('summary-discount')).toHaveText(/−300\s₽/);
});

test('a promo code applies, and an invalid one says why', async ({ page, openApp }) => {
  await openApp('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await addProduct(page, 1000, 1);
  await openCart(page);
  const input = page.getByTestId('promo-input');
  await input.fill('SUMMER2026');
  await page.getByRole('button', { name: 'Применить' }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Срок действия промокода истёк' }),
  ).toBeVisible();
  await input.fill('TARELKA200');
  await page.getByRole('button', { name: 'Применить' }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Сумма заказа меньше минимальной для промокода' }),
  ).toBeVisible();
  await input.fill('MOSCOW100');
  await page.getByRole('button', { name: 'Применить' }).first().click();
  await expect(page.getByTestId('promo-applied')).toContainText('MOSCOW100');
});
