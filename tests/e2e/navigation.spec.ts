// Navigation as a customer feels it (issue 13): every new page starts at its top, back returns to
// where they were, and closing a modal gives focus back to what opened it. Both hosts.
import { test, expect, pressMainButton } from './fixtures.ts';
import { POKROVKA, productCard, withAddress } from './shop-state.ts';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-18T14:00:00+03:00'));
  await withAddress(page, POKROVKA);
});

test('checkout after a scrolled menu opens at its top; back returns to the menu where it was', async ({
  page,
  openApp,
  host,
}) => {
  await openApp('/');
  const roll = productCard(page, 'Запечённый с лососем');
  await roll.getByRole('button', { name: /^Добавить в корзину/ }).click();
  await expect(roll.getByTestId('cart-count')).toHaveText('1');
  await productCard(page, 'Филадельфия')
    .getByRole('button', { name: /^Добавить в корзину/ })
    .click();
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  const scrolled = await page.evaluate(() => window.scrollY);

  if (host === 'telegram') {
    await pressMainButton(page);
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
    await pressMainButton(page);
  } else {
    await page.getByTestId('cart-bar').click();
    await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  }
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByLabel('Как к вам обращаться')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInViewport();

  // Back: the browser's button, or Telegram's BackButton.
  if (host === 'telegram') {
    await page.evaluate(() =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(t: string): void } } }
      ).Telegram.WebView.receiveEvent('back_button_pressed'),
    );
  } else await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
});

test('closing a modal gives focus back to what opened it', async ({ page, openApp, host }) => {
  await openApp('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 15_000 });
  // The delivery choice: Escape closes it, focus is on the delivery bar again.
  const bar = page.getByRole('button', { name: 'Изменить способ получения' });
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bar).toBeFocused();

  // A product opened from its card: closing it returns to the card.
  const link = productCard(page, 'Филадельфия').getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('product-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('product-modal')).toHaveCount(0);
  await expect(link).toBeFocused();

  if (host === 'website') {
    // The cart, opened from the floating cart button.
    await productCard(page, 'Филадельфия')
      .getByRole('button', { name: /^Добавить в корзину/ })
      .click();
    const cartBar = page.getByTestId('cart-bar');
    await cartBar.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toHaveCount(0);
    await expect(cartBar).toBeFocused();
  }
});
