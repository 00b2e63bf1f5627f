// Page types and navigation in both hosts: the demo settings patch switches the shop front; the
// burger menu reaches the blog and information pages; a desktop gets the side categories.
import type { Page } from '@playwright/test';
import { test, expect, forHost } from './fixtures.ts';
import { POKROVKA, openHours, patchSettings, productCard, withAddress } from './shop-state.ts';
import { expectOneColumn } from './frame.ts';

const pageType = (page: Page, type: string) =>
  patchSettings(page, { facade: { catalog_front: type } });

/** A first load fetches the settings, the catalogue and the front's chunk: slow on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

test('switching the page type through the demo settings patch changes the shop front', async ({
  page,
  openApp,
}) => {
  test.slow(); // five shop fronts, each loaded afresh
  // cat12: a block of dishes per category on home.
  await openApp('/');
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('category-tile')).toHaveCount(0);

  // samokat: category tiles up front, dense cards with the portion and the price per kg.
  await pageType(page, 'samokat');
  await page.reload();
  await expect(page.getByTestId('category-tile').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Скидки', level: 2 })).toBeVisible();
  await expect(page.getByTestId('unit-price').first()).toContainText(/₽\/(кг|л)/);

  // restoran: the restaurant's hero with booking, the menu as rows with their descriptions.
  await pageType(page, 'restoran');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Тарелка', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('hero-book')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Меню', level: 2 })).toBeVisible();
  await expect(page.locator('.product-row').first()).toBeVisible();
  await expect(page.locator('.product-row__about').first()).not.toBeEmpty();

  // cat1: categories as tiles with their counts; a tile leads to the category page.
  await pageType(page, 'cat1');
  await page.reload();
  const burgers = page.getByTestId('category-tile').filter({ hasText: 'Бургеры' });
  await expect(burgers).toContainText('товар', FIRST_LOAD);
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await burgers.click();
  await expect(page).toHaveURL(/\/categories\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Бургеры', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // lending: one long page under the shop's welcome.
  await pageType(page, 'lending');
  await openApp('/');
  await expect(page.getByRole('link', { name: 'Смотреть меню' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Бургеры', level: 2 })).toBeAttached();
});

test('cat2 category pages tab through their subcategories', async ({ page, openApp }) => {
  await pageType(page, 'cat2');
  await openApp('/');
  await expect(page.getByTestId('category-tile').first()).toBeVisible(FIRST_LOAD);
  await page.getByTestId('category-tile').filter({ hasText: 'Роллы и суши' }).click();
  const tabs = page.getByRole('navigation', { name: 'Подкатегории' });
  await expect(tabs.getByRole('link', { name: 'Все' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Сеты' }).click();
  await expect(page).toHaveURL(/\/categories\/\d+\/subcategories\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Сеты', level: 1 })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Сеты' })).toHaveAttribute('aria-current', 'page');
});

test('the burger menu reaches the blog and an information page', async ({ page, openApp }) => {
  await openApp('/');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByTestId('burger-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Блог' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: 'Блог', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Открыть меню' }).click();
  // An information page the shop's own menu does not list comes from its CMS pages.
  await menu.getByRole('link', { name: 'О нас' }).click();
  await expect(page).toHaveURL(/\/information\/page\/o-nas$/);
  await expect(page.getByRole('heading', { name: 'О нас', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await expect(menu.getByRole('link', { name: 'Галерея' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Бренды' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('a desktop shows the categories in a side column on catalogue pages', async ({
  page,
  openApp,
}) => {
  test.slow(); // two cold loads of a desktop page
  await page.setViewportSize({ width: 1366, height: 860 });
  await openApp('/menu/rolls-sushi');
  const side = page.getByRole('complementary', { name: 'Категории' });
  await expect(side).toBeVisible(FIRST_LOAD);
  // The current category is open on its subcategories; another one is a link away.
  await expect(side.getByRole('link', { name: 'Сеты' })).toBeVisible();
  // The app follows the link itself: the same document, no page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await side.getByRole('link', { name: 'Бургеры' }).click();
  await expect(page).toHaveURL(/\/menu\/burgers$/);
  await expect(page.getByRole('heading', { name: 'Бургеры', level: 1 })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Бургеры' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // Home (cat12) is not a catalogue route: no side column.
  await page.goto(page.url().replace(/\/menu\/burgers.*/, '/'));
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible(FIRST_LOAD);
  await expect(side).toHaveCount(0);
});

forHost('website', "inside Telegram the cart is Telegram's MainButton", () => {
  test('cart_button_as_app: the cart is an app bar docked at the bottom, there even when empty', async ({
    page,
    openApp,
  }) => {
    await openHours(page);
    await withAddress(page, POKROVKA);
    // Without it, an empty cart shows no cart button.
    await openApp('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId('cart-bar')).toHaveCount(0);

    await patchSettings(page, { cart_button_as_app: true });
    await page.reload();
    const bar = page.getByTestId('cart-bar');
    await expect(bar).toHaveText(/Корзина.*В корзине пока пусто/, FIRST_LOAD);
    // Docked: flush with the screen's bottom edge and as wide as the screen.
    const box = (await page.locator('.cart-bar').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(Math.round(box.width)).toBe(viewport.width);

    await productCard(page, 'Филадельфия')
      .getByRole('button', { name: /^Добавить в корзину/ })
      .click();
    await expect(bar).toHaveText(/Корзина.*\d\s₽$/);
    await bar.click();
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
  });
});

test("on a desktop the header and footer keep the front's one column from page to page", async ({
  page,
  openApp,
  host,
}) => {
  // cat12 shows the side categories on its category pages (1320 px); its header stayed 1200 px,
  // 60 px in from the categories, and the other pages were 1200 px. A restaurant's site is 1180.
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of ['/menu/pizza', '/contacts']) {
    await openApp(path);
    await expectOneColumn(page, host, 1320);
  }
  await pageType(page, 'restoran');
  await openApp('/contacts');
  await page.reload(); // the settings again, with the page type patched
  await expectOneColumn(page, host, 1180);
});
