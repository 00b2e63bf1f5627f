// A returning customer's page is drawn from their stock (src/domain/stock-hint.ts): the app tells
// the server the warehouse of the address the device remembers (a cookie), and the next page comes
// with that stock's dishes and prices, as the app shows them once it has read the address. Before,
// it came with the shop-wide menu, and the start swapped in the stock's one card by card: a dish
// the stock does not sell showed, then went.
import { expect, test } from '@playwright/test';
import { POKROVKA, openHours, productCard, withAddress } from './shop-state.ts';

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'website', 'Telegram draws its pages in the app');
});

test("a returning customer's next page is drawn from the stock of their address", async ({
  page,
  request,
}) => {
  await openHours(page);
  await withAddress(page, POKROVKA);
  await page.goto('/');
  await expect(page.locator('#root[data-ready]')).toBeAttached({ timeout: 20_000 });
  // Клубника is not sold at the Moscow stock (warehouse 101) of ул. Покровка.
  await expect(productCard(page, 'Маргарита')).toBeVisible();
  await expect(productCard(page, 'Клубника')).toHaveCount(0);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'stock')?.value)
    .toBe('101');

  // The next page as the server draws it, before any script; then hydrated without a mismatch.
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text());
  });
  const again = await page.reload({ waitUntil: 'commit' });
  const drawn = await again!.text();
  expect(drawn).toContain('Маргарита');
  expect(drawn).not.toContain('Клубника');
  expect(again!.headers()['vary']).toMatch(/cookie/i);
  await expect(page.locator('#root[data-ready]')).toBeAttached({ timeout: 20_000 });
  await expect(productCard(page, 'Клубника')).toHaveCount(0);
  expect(warnings.filter((w) => /hydrat|did not match|server rendered/i.test(w))).toEqual([]);

  // A visitor without a cookie (a first visit, a search engine) gets the whole menu.
  expect(await (await request.get('/')).text()).toContain('Клубника');
});

test('a device that no longer has a stock forgets it: the page every visitor gets', async ({
  page,
  baseURL,
}) => {
  await openHours(page);
  await page.context().addCookies([{ name: 'stock', value: '101', url: baseURL! }]);
  // The device remembers no address: the cookie is forgotten at the start.
  await page.goto('/');
  await expect(page.locator('#root[data-ready]')).toBeAttached({ timeout: 20_000 });
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'stock'))
    .toBe(false);
  expect(await (await page.request.get('/')).text()).toContain('Клубника');
});
