// A returning visitor on a lost connection (issue 15): the service worker (vite-plugin-pwa's
// Workbox worker, README "Service worker") keeps the app's files and the shop's last answers, so
// the menu opens offline, says it is offline, and the cart still takes a dish. The only spec that
// lets the worker run (playwright.config.ts blocks it for the others: installing it fetches every
// chunk of the build). Both hosts.
import type { Page } from '@playwright/test';
import { test, expect, pressMainButton, type Host } from './fixtures.ts';
import { openHours, productCard, withPickup } from './shop-state.ts';

test.use({ serviceWorkers: 'allow' });

const DISH = 'Филадельфия';

async function openCart(page: Page, host: Host) {
  if (host === 'telegram') await pressMainButton(page);
  else await page.getByRole('button', { name: /Корзина/ }).click();
}

test('a returning visitor opens the menu offline and fills the cart', async ({
  page,
  context,
  openApp,
  host,
}) => {
  await openHours(page);
  await withPickup(page);
  await openApp('/');
  await expect(productCard(page, DISH)).toContainText('₽');
  // The worker has installed (precached the build) and answers this page's requests.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  // The shop's answers this page asked for before the worker controlled it go through it now.
  await page.reload();
  await expect(productCard(page, DISH)).toContainText('₽');

  await context.setOffline(true);
  await page.reload();
  const card = productCard(page, DISH);
  await expect(card).toContainText('₽');
  await expect(page.getByRole('alert').filter({ hasText: 'Нет связи с магазином' })).toBeVisible();

  await card.getByRole('button', { name: `Добавить в корзину: ${DISH}` }).click();
  await openCart(page, host);
  const cart = page.getByRole('dialog', { name: 'Корзина' });
  await expect(cart.getByText(DISH)).toBeVisible();
});
