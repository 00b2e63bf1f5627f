// Desktop (1366 px, issue 13): the header carries the cart with its count and sum; it opens the
// cart as a drawer; a keyboard user gets from the top of the page to checkout in a few Tabs.
// Inside Telegram Desktop the cart is the MainButton: it opens the same drawer and leads on.
import { test, expect, forHost, lastTelegramEvent, pressMainButton } from './fixtures.ts';
import { POKROVKA, productCard, withAddress, openHours } from './shop-state.ts';
import { tabTo } from './journey.ts';

test.use({ viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false });

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000); // a desktop page draws many cards: slow on a busy machine
  await openHours(page);
  await withAddress(page, POKROVKA);
});

forHost('website', 'Telegram shows the cart on its MainButton', () => {
  test('the header cart shows count and sum and opens the cart drawer', async ({
    page,
    openApp,
  }) => {
    await openApp('/');
    const headerCart = page.getByTestId('header-cart');
    await expect(headerCart).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('cart-bar')).toBeHidden();
    await productCard(page, 'Филадельфия')
      .getByRole('button', { name: /^Добавить в корзину/ })
      .click();
    await expect(headerCart).toContainText(/789\s₽/);
    await expect(headerCart).toHaveAccessibleName(/Корзина, 1 товар, 789\s₽/);

    await headerCart.click();
    const drawer = page.getByRole('dialog', { name: 'Корзина' });
    await expect(drawer).toBeVisible();
    // A drawer at the right edge, the full height of the window.
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1360);
    expect(box.height).toBeGreaterThan(790);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(headerCart).toBeFocused();
  });
});

forHost('website', 'inside Telegram checkout is its MainButton, not a Tab stop', () => {
  test('the keyboard reaches checkout from the top of the page in under 15 Tabs', async ({
    page,
    openApp,
  }) => {
    await openApp('/');
    const roll = productCard(page, 'Филадельфия');
    await roll.getByRole('button', { name: /^Добавить в корзину/ }).click();
    await roll.getByRole('button', { name: /^Больше/ }).click();
    await expect(page.getByTestId('header-cart')).toHaveAccessibleName(/2 товара/);
    // Come back as a visitor would: a fresh page, nothing focused, the cart kept.
    await page.reload();
    await expect(page.getByTestId('header-cart')).toHaveAccessibleName(/2 товара/, {
      timeout: 15_000,
    });

    // The first Tab shows the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
    let presses = 1 + (await tabTo(page, '[data-testid="header-cart"]', 14));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
    presses += await tabTo(page, '[data-testid="cart-checkout"]', 15 - presses);
    expect(presses).toBeLessThan(15);
    await expect(page.getByRole('button', { name: 'Перейти к оформлению' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order$/);
  });
});

forHost('telegram', 'the Telegram client', () => {
  test('Telegram Desktop: the MainButton opens the cart drawer and leads on to checkout', async ({
    page,
    openApp,
  }) => {
    await openApp('/', { platform: 'tdesktop' });
    await expect(page.getByTestId('header-cart')).toHaveCount(0);
    const roll = productCard(page, 'Филадельфия');
    await roll.getByRole('button', { name: /^Добавить в корзину/ }).click({ timeout: 15_000 });
    await roll.getByRole('button', { name: /^Больше/ }).click();
    await expect(roll.getByTestId('cart-count')).toHaveText('2');
    await expect
      .poll(async () => (await lastTelegramEvent(page, 'web_app_setup_main_button'))?.data)
      .toMatchObject({ is_visible: true, text: expect.stringMatching(/^Корзина · \d[\d\s]*₽$/) });

    await pressMainButton(page);
    const drawer = page.getByRole('dialog', { name: 'Корзина' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1360);
    expect(box.height).toBeGreaterThan(790);
    await expect
      .poll(async () => (await lastTelegramEvent(page, 'web_app_setup_main_button'))?.data)
      .toMatchObject({ is_visible: true, is_active: true, text: 'Перейти к оформлению' });
    await pressMainButton(page);
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByLabel('Как к вам обращаться')).toBeInViewport();
  });
});

test('a dish on a wide screen: its photo beside its choices, the sizes and the button in view', async ({
  page,
  openApp,
}) => {
  await openApp('/');
  await productCard(page, 'Четыре сыра').getByRole('link').first().click();
  const sheet = page.getByRole('dialog', { name: 'Четыре сыра' });
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  const photo = (await sheet.getByTestId('product-gallery').boundingBox())!;
  const title = (await sheet.getByRole('heading', { name: 'Четыре сыра' }).boundingBox())!;
  // Side by side: the photo's column ends where the dish's begins, both from the top.
  expect(photo.x + photo.width).toBeLessThanOrEqual(title.x);
  expect(Math.abs(photo.y - title.y)).toBeLessThan(40);
  // Every size and the button are there without scrolling, the photo still beside them.
  for (const size of ['25 см', '30 см', '35 см'])
    await expect(sheet.getByRole('radio', { name: new RegExp(`^${size}`) })).toBeInViewport();
  await expect(sheet.getByRole('button', { name: /^Добавить за/ })).toBeInViewport();
  // The rest of the choices scroll beside the photo, which stays.
  await sheet.getByRole('radio', { name: /^Чесночный борт/ }).scrollIntoViewIfNeeded();
  await expect(sheet.getByTestId('product-gallery')).toBeInViewport();
  await sheet.getByRole('radio', { name: /^30 см/ }).check();
  await sheet.getByRole('button', { name: /^Добавить за 850/ }).click();
  await expect(sheet).toHaveCount(0);
});
