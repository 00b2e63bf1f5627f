// The layout choice modal in both hosts: the customer switches the catalogue between a grid and a
// list (rows with descriptions), the choice survives a reload; in the demo it previews page types.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const FIRST_LOAD = { timeout: 30_000 };
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Вид каталога' });

test('grid or list, remembered; the demo previews a page type', async ({ page, openApp }) => {
  test.slow();
  await openApp('/');
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible(FIRST_LOAD);
  await expect(page.locator('.product-row')).toHaveCount(0);

  await page.getByRole('button', { name: 'Вид каталога' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: /Плиткой/ })).toBeChecked();
  await dialog(page)
    .getByRole('radio', { name: /Списком/ })
    .check();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  // Rows with each dish's description.
  await expect(page.locator('.product-row').first()).toBeVisible();
  await expect(page.locator('.product-row__about').first()).not.toBeEmpty();

  await page.reload();
  await expect(page.locator('.product-row').first()).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Вид каталога' }).click();
  await expect(dialog(page).getByRole('radio', { name: /Списком/ })).toBeChecked();
  await dialog(page)
    .getByRole('radio', { name: /Плиткой/ })
    .check();
  await expect(page.locator('.product-row')).toHaveCount(0);

  // Demo: a page type previewed for this visitor; the shop's own is one choice away.
  await expect(dialog(page).getByRole('radio', { name: /Как у магазина/ })).toBeChecked();
  // Choosing a front closes the sheet and shows it.
  await dialog(page).getByRole('radio', { name: 'Самокат' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('category-tile').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('unit-price').first()).toContainText(/₽\/(кг|л)/);
});
