// Browsing the catalogue in both hosts: categories, the product modal, banners, page types, deep links.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectToast, telegramEvents, serverAnswer } from './fixtures.ts';
import { POKROVKA, clientRendered, productCard, withAddress, withSettings } from './shop-state.ts';

/** Two cards in one row on a desktop's width: the same top, the second to the right of the first. */
async function expectSideBySide(page: Page, first: Locator, second: Locator) {
  await page.setViewportSize({ width: 1366, height: 900 });
  const row = async () => {
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    return a && b ? { sameTop: Math.abs(a.y - b.y) < 1, secondRight: b.x >= a.x + a.width } : null;
  };
  await expect.poll(row).toEqual({ sameTop: true, secondRight: true });
}

async function withPageType(page: Page, pageType: string) {
  await clientRendered(page);
  await page.route('**/api/wp-json/v1/all_settings**', async (route) => {
    const response = await serverAnswer(route);
    const json = (await response.json()) as { facade: { catalog_front: string } };
    json.facade.catalog_front = pageType;
    await route.fulfill({ response, json });
  });
}

test('opens a category from the home page', async ({ page, openApp }) => {
  await openApp('/CategoriesPage');
  await page.getByTestId('category-tile').filter({ hasText: 'Бургеры' }).click();
  await expect(page).toHaveURL(/\/menu\/burgers$/);
  await expect(page.getByRole('heading', { name: 'Бургеры', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page).toHaveTitle(/Бургеры/);
});

test("on a 320 px phone a dish's badge ends clear of its heart", async ({ page, openApp }) => {
  // 'Вегетарианское' ran on under the heart button in the card's other corner.
  await page.setViewportSize({ width: 320, height: 700 });
  await openApp('/menu/pizza');
  const card = productCard(page, 'Маргарита');
  await expect(card.getByText('Вегетарианское')).toBeVisible();
  const badge = (await card.getByText('Вегетарианское').boundingBox())!;
  const heart = (await card.getByRole('button', { name: /избранное/i }).boundingBox())!;
  expect(badge.x + badge.width).toBeLessThanOrEqual(heart.x);
});

test('scrolled down the menu, its category bar sits right under the header', async ({
  page,
  openApp,
}) => {
  // With an address the website's header has its delivery row; inside Telegram it is one row. The
  // bar stuck 62 px under Telegram's header, with the dishes showing through the gap, and a closed
  // shop's hours in the header (the tests' real clock is often outside the demo's hours) hid it.
  await withAddress(page, POKROVKA);
  await openApp('/');
  await expect(productCard(page, 'Филадельфия')).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 1600));
  const bar = page.getByRole('navigation', { name: 'Категории' }).first();
  const header = page.getByRole('banner');
  await expect
    .poll(async () => {
      const [top, under] = await Promise.all([header.boundingBox(), bar.boundingBox()]);
      return top && under ? Math.round(under.y - (top.y + top.height)) : null;
    })
    .toBe(0);
});

test('opens a product from its card and closes back to the page', async ({ page, openApp }) => {
  await openApp('/menu/pizza');
  // The card's links are plain ones the app follows itself: the same document, no page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Маргарита', exact: true }).first().click();
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByRole('heading', { name: 'Маргарита' })).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/pizza\?product_id=\d+$/);
  await expect(page).toHaveTitle(/Маргарита/);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/menu\/pizza$/);
  // A dish with sizes to choose: its '+' opens it to choose.
  await page.getByRole('link', { name: 'Выбрать вариант: Маргарита' }).first().click();
  await expect(modal.getByRole('heading', { name: 'Маргарита' })).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/pizza\?product_id=\d+$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a ?product_id= link opens the product on a cold start, with options and add-ons', async ({
  page,
  openApp,
}) => {
  await openApp('/?product_id=1000');
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByRole('heading', { level: 2 })).toBeVisible();
  // The base size is preselected; a bigger size adds its price to the button.
  const add = modal.getByRole('button', { name: /^Добавить за/ });
  const before = await add.textContent();
  await modal.getByRole('radio', { name: /30 см/ }).check();
  await expect(add).not.toHaveText(before ?? '');
  await expect(add).toContainText('₽');
  // Add-ons: the first ones are free (the 'допы' category's free limit).
  await expect(modal.getByText(/бесплатно/)).toBeVisible();
  const addon = modal.getByTestId('addon').first();
  await addon.getByRole('button', { name: /Больше/ }).click();
  await expect(addon).toContainText('1');
});

test('a ?product_id= link to a dish no longer on the menu says so and shows the menu', async ({
  page,
  openApp,
}) => {
  await openApp('/?product_id=999999');
  await expectToast(page, 'Этой позиции больше нет в меню');
  await expect(page).not.toHaveURL(/product_id/);
  await expect(page.getByTestId('product-modal')).toHaveCount(0);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a required option group says what is missing', async ({ page, openApp }) => {
  // Poke bowls ask for 1–2 sauces, and nothing is preselected.
  await openApp('/');
  const id = await page.evaluate(async () => {
    const res = await fetch('/api/wp-content/uploads/app_sync/prodcat.json');
    const cats = (await res.json()) as {
      // The file leaves out fields at the storefront's default: a dish without options has none.
      products: { id: number; attributes?: { required: boolean; max: number }[] }[];
      subCategories: unknown[];
    }[];
    const all = (list: typeof cats): (typeof cats)[0]['products'] =>
      list.flatMap((c) => [...c.products, ...all(c.subCategories as typeof cats)]);
    return all(cats).find((p) => (p.attributes ?? []).some((a) => a.required && a.max > 1))?.id;
  });
  expect(id).toBeTruthy();
  await openApp(`/?product_id=${id}`);
  const modal = page.getByTestId('product-modal');
  await modal.getByRole('button', { name: /^Добавить за/ }).click();
  await expect(modal.getByRole('alert')).toContainText('Выберите вариант');
});

test('banners lead where their type says', async ({ page, openApp, host }) => {
  await openApp('/');
  const banners = page.getByTestId('banner');
  await expect(banners.first()).toBeVisible();
  // category → /catalog/{id}
  await banners.filter({ hasText: 'Пицца из печи' }).click();
  await expect(page).toHaveURL(/\/catalog\/\d+$/);
  await page.goBack();
  // product → /?product_id={id}
  await banners.filter({ hasText: 'Ролл в подарок' }).click();
  await expect(page).toHaveURL(/\/\?product_id=\d+$/);
  await expect(page.getByTestId('product-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  // text → /information/post/{slug}
  await banners.filter({ hasText: 'Осеннее меню' }).click();
  await expect(page).toHaveURL(/\/information\/post\/novoe-osennee-menyu$/);
  await expect(page.getByRole('heading', { name: 'Новое осеннее меню' })).toBeVisible();
  await page.goBack();
  // url → its url (Telegram opens t.me links itself)
  const urlBanner = banners.filter({ hasText: 'Мы в Telegram' });
  if (host === 'telegram') {
    await urlBanner.click();
    await expect
      .poll(async () => (await telegramEvents(page, 'web_app_open_tg_link')).length)
      .toBeGreaterThan(0);
  } else {
    await expect(urlBanner).toHaveAttribute('href', 'https://t.me/tarelka_food');
  }
});

test('CMS HTML is sanitised: a script in a post never runs', async ({ page, openApp }) => {
  let alerted = false;
  page.on('dialog', (d) => {
    alerted = true;
    void d.dismiss();
  });
  await openApp('/blog/kak-my-gotovim-pitstsu');
  await expect(page.getByRole('heading', { name: 'Как мы готовим пиццу' })).toBeVisible();
  await expect(page.locator('.article__content script')).toHaveCount(0);
  expect(alerted).toBe(false);
});

test("a brand's page is titled with its name and lists its products", async ({ page, openApp }) => {
  await openApp('/brands');
  await page.getByRole('link', { name: /Фреш Фарм/ }).click();
  await expect(page).toHaveURL(/\/brands\/fresh-farm$/);
  await expect(page.getByRole('heading', { name: 'Фреш Фарм', level: 1 })).toBeVisible();
  await expect(page.getByText('Фрукты, овощи и яйца от фермерских хозяйств')).toBeVisible();
  await expect(productCard(page, 'Бананы')).toBeVisible();
  // Opened at its own address too (drawn by the server on the website).
  await openApp('/brands/molochnaya-ferma');
  await expect(page.getByRole('heading', { name: 'Молочная ферма', level: 1 })).toBeVisible();
});

test("the contacts page gives each city's phone and hours, and the shop's social links", async ({
  page,
  openApp,
  host,
}) => {
  await openApp('/contacts');
  await expect(page.getByRole('heading', { name: 'Контакты', level: 1 })).toBeVisible();
  const moscow = page.locator('.card-list__item').filter({ hasText: 'Москва' }).first();
  await expect(moscow.getByRole('link', { name: '+7 495 120-45-45' })).toHaveAttribute(
    'href',
    'tel:+74951204545',
  );
  // Late on Friday and Saturday: the days with the same hours share a row.
  const hours = moscow.getByRole('definition');
  // (The first letter is set in capitals by the page's style: 'Пн–чт'.)
  await expect(moscow.getByRole('term')).toHaveText(['пн–чт', 'пт–сб', 'вс']);
  await expect(hours).toHaveText(['10:00–23:00', '10:00–01:00', '10:00–23:00']);
  const novosibirsk = page.locator('.card-list__item').filter({ hasText: 'Новосибирск' });
  await expect(novosibirsk.getByRole('term')).toHaveText(['Ежедневно']);
  await expect(novosibirsk.getByRole('definition')).toHaveText(['09:00–22:00']);
  // On a desktop's width the cards are tiles side by side, not bars across the page.
  await expectSideBySide(page, moscow, novosibirsk);
  // Inside Telegram there is no footer: the page is where its messengers are.
  const socials = page.getByRole('region', { name: 'Мы в соцсетях' });
  await expect(socials.getByRole('link')).toHaveText([
    /Telegram\s*t\.me\/tarelka_food/,
    /ВКонтакте\s*vk\.com\/tarelka/,
    /WhatsApp\s*wa\.me\/74951204545/,
  ]);
  if (host === 'telegram') {
    await socials.getByRole('link', { name: /Telegram/ }).click();
    await expect
      .poll(async () => (await telegramEvents(page, 'web_app_open_tg_link')).length)
      .toBeGreaterThan(0);
  } else {
    await expect(socials.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
});

test('a shop that gives only its main phone shows it on the contacts page', async ({
  page,
  openApp,
}) => {
  await withSettings(page, (s) => {
    (s.contacts as { phones: unknown[] }).phones = [];
  });
  await openApp('/contacts');
  await expect(
    page.getByRole('main').getByRole('link', { name: '+7 495 120-45-45' }),
  ).toHaveAttribute('href', 'tel:+74951204545');
});

test('a blog post shows its date and leads back to the blog', async ({ page, openApp }) => {
  await openApp('/blog/kak-my-gotovim-pitstsu');
  await expect(page.getByRole('heading', { name: 'Как мы готовим пиццу' })).toBeVisible();
  await expect(page.getByRole('main').locator('time')).toHaveText('2 октября 2026 г.');
  await page.getByRole('main').getByRole('link', { name: 'Блог', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: 'Блог', level: 1 })).toBeVisible();
  // The list dates its posts too.
  await expect(page.getByRole('link', { name: /Как мы готовим пиццу/ })).toContainText(
    '2 октября 2026 г.',
  );
  await expectSideBySide(
    page,
    page.getByRole('main').getByRole('link', { name: /Новое осеннее меню/ }),
    page.getByRole('main').getByRole('link', { name: /Как мы готовим пиццу/ }),
  );
});

test('page types cat1 and cat2 redirect /catalog to /categories', async ({ page, openApp }) => {
  await withPageType(page, 'cat1');
  await openApp('/catalog/20');
  await expect(page).toHaveURL(/\/categories\/20$/);
  await expect(page.getByRole('heading', { name: 'Пицца', level: 1 })).toBeVisible();
});

test('on the landing page a /menu link scrolls to its block and rewrites the address', async ({
  page,
  openApp,
}) => {
  await withPageType(page, 'lending');
  await openApp('/menu/pizza/pizza-classic');
  await expect(page).toHaveURL(/\/menu\/pizza-classic$/);
  const block = page.locator('#cat-pizza');
  await expect(block).toBeVisible();
  await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page).toHaveTitle(/Классические/);
});

test('the product route /menu/{c}/{s}/{product} opens the product', async ({ page, openApp }) => {
  await openApp('/menu/pizza/pizza-classic/pizza-margherita');
  await expect(
    page.getByTestId('product-modal').getByRole('heading', { name: 'Маргарита' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/menu\/pizza\/pizza-classic$/);
});

test.describe('telegram deep link', () => {
  test.skip(({ host }) => host !== 'telegram', 'Telegram host only');
  test("the bot's start parameter opens a product", async ({ page, openApp }) => {
    await openApp('/', { startParam: 'product_1000' });
    await expect(page.getByTestId('product-modal')).toBeVisible();
    await expect(page).toHaveURL(/product_id=1000/);
  });
});
