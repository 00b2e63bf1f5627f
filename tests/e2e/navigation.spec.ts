// Navigation as a customer feels it (issue 13): every new page starts at its top, back returns to
// where they were, and closing a modal gives focus back to what opened it. Both hosts.
import type { Locator, Page } from '@playwright/test';
import { test, expect, sendTelegramEvent } from './fixtures.ts';
import { productCard } from './shop-state.ts';
import {
  addToCart,
  atPokrovka,
  cardCount,
  cartButton,
  cartDialog,
  deliveryBar,
  goToCheckout,
  startEachTest,
} from './journey.ts';

startEachTest(atPokrovka);

test('checkout after a scrolled menu opens at its top; back returns to the menu where it was', async ({
  page,
  openApp,
  host,
}) => {
  await openApp('/');
  await addToCart(page, 'Запечённый с лососем');
  await expect(cardCount(page, 'Запечённый с лососем')).toHaveText('1');
  await addToCart(page, 'Филадельфия');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  const scrolled = await page.evaluate(() => window.scrollY);

  await goToCheckout(page, host);
  await expect(page.getByLabel('Как к вам обращаться')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInViewport();

  // Back: the browser's button, or Telegram's BackButton.
  if (host === 'telegram') await sendTelegramEvent(page, 'back_button_pressed');
  else await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
});

/** Opens a dialog from the keyboard, closes it with Escape, and focus is back on its opener. */
async function escapeReturnsFocus(page: Page, opener: Locator, dialog: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('closing a modal gives focus back to what opened it', async ({ page, openApp, host }) => {
  await openApp('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 15_000 });
  // The delivery choice: Escape closes it, focus is on the delivery bar again.
  await escapeReturnsFocus(page, deliveryBar(page), page.getByRole('dialog'));

  // A product opened from its card: closing it returns to the card.
  const link = productCard(page, 'Филадельфия').getByRole('link').first();
  await escapeReturnsFocus(page, link, page.getByTestId('product-modal'));

  if (host === 'website') {
    // The cart, opened from the floating cart button.
    await addToCart(page, 'Филадельфия');
    await escapeReturnsFocus(page, cartButton(page), cartDialog(page));
  }
});
