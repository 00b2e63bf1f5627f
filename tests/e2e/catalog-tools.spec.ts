// Catalogue tools in both hosts: favourites (device and account), price sort, search, the filters
// and categories modals, the virtualised long list, and the media cache for banners.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectToast } from './fixtures.ts';
import { freshTelegramUser } from './telegram-env.ts';
import { productId } from './journey.ts';
import { sessionByApi } from './signed-in.ts';

const FAVORITES = '/api/wp-json/systeminfo/v2/user_favorites';

/** Signs in through the API with the demo SMS outbox, as the website's sign-in sheet would. */
async function signInByApi(request: APIRequestContext, phone: string) {
  const token = await sessionByApi(request, phone);
  const me = await request.get(`/api/wp-json/system/users?token=${token}`);
  const user = ((await me.json()) as { data: { data: unknown } }).data.data;
  return { token, user };
}

/** The first price on each card as a number ("1 290 ₽" → 1290); the old price is ignored. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('[data-testid="product-card"] .product-card__price')
    .evaluateAll((els) => els.map((el) => el.childNodes[0]?.textContent ?? ''));
  return texts.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
}

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('store:user') ?? '{}') as { token?: string | null }).token ??
      '',
  );
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('favourites a product from its card, sees the notification, and it stays after a reload', async ({
  page,
  openApp,
}) => {
  await openApp('/menu/pizza', { user: freshTelegramUser({ first_name: 'Ира' }) });
  const heart = card(page, 'Маргарита').getByRole('button', { name: 'Добавить в избранное' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expectToast(page, 'Товар добавлен в избранное');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The heart sits on the card's link but does not open the product.
  await expect(page).not.toHaveURL(/product_id=/);
  await expect(page.getByTestId('product-modal')).toHaveCount(0);
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expectToast(page, 'Товар удален из избранного');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('signing in merges device favourites with the account', async ({
  page,
  openApp,
  host,
  request,
}) => {
  const margherita = await productId(request, 'Маргарита');
  const pepperoni = await productId(request, 'Пепперони');
  const device = JSON.stringify({ ids: [margherita] });
  let session: { token: string; user: unknown } | null = null;
  if (host === 'website') {
    // A customer who saved Пепперони on another device, signed in here with Маргарита saved.
    const phone = `+7916${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    session = await signInByApi(request, phone);
    await request.post(`${FAVORITES}?token=${session.token}`, { data: { favorites: [pepperoni] } });
  }
  await page.addInitScript(
    ([favorites, user]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('store:favorites', favorites!);
      if (user) localStorage.setItem('store:user', user);
    },
    [device, session ? JSON.stringify(session) : ''],
  );
  // In Telegram the launch's own user is signed in from initData: a fresh account each run.
  await openApp('/menu/pizza', { user: freshTelegramUser({ first_name: 'Ира' }) });
  await expect.poll(() => storedToken(page)).not.toBe('');
  const token = await storedToken(page);
  const account = async () =>
    ((await (await request.get(`${FAVORITES}?token=${token}`)).json()) as { favorites: number[] })
      .favorites;
  await expect.poll(account).toContain(margherita);
  await expect(
    card(page, 'Маргарита').getByRole('button', { name: 'Добавить в избранное' }),
  ).toHaveAttribute('aria-pressed', 'true');
  if (host === 'website') {
    await expect.poll(account).toEqual([margherita, pepperoni]);
    await expect(
      card(page, 'Пепперони').getByRole('button', { name: 'Добавить в избранное' }),
    ).toHaveAttribute('aria-pressed', 'true');
  }
  // Signed in, a change goes to the account at once.
  await card(page, 'Маргарита').getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect.poll(account).not.toContain(margherita);
});

test('/lk/favorite lists a favourite under its real category, with a link there', async ({
  page,
  openApp,
  host,
  request,
}) => {
  if (host === 'website') {
    const phone = `+7926${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const session = await signInByApi(request, phone);
    await page.addInitScript((user) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('store:user', user);
      sessionStorage.setItem('seeded', '1');
    }, JSON.stringify(session));
  }
  const user = freshTelegramUser({ first_name: 'Ира' });
  await openApp('/menu/pizza', { user });
  await expect.poll(() => storedToken(page)).not.toBe('');
  await card(page, 'Маргарита').getByRole('button', { name: 'Добавить в избранное' }).click();
  await openApp('/lk/favorite', { user });
  await expect(page.getByRole('heading', { name: 'Избранное', level: 1 })).toBeVisible();
  const group = page.getByRole('link', { name: 'Классические' });
  await expect(group).toHaveAttribute('href', '/menu/pizza/pizza-classic');
  await expect(card(page, 'Маргарита')).toBeVisible();
  await card(page, 'Маргарита').getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
});

test('sorts by price, cheapest first and dearest first', async ({ page, openApp }) => {
  await openApp('/menu/pizza');
  await expect(card(page, 'Маргарита')).toBeVisible();
  for (const [label, order] of [
    ['Сначала дешевле', 1],
    ['Сначала дороже', -1],
  ] as const) {
    await page.getByTestId('filters-button').click();
    const dialog = page.getByRole('dialog', { name: 'Фильтры' });
    await dialog.getByRole('radio', { name: label }).check();
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(dialog).toHaveCount(0);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => order * (a - b)));
  }
});

test('a long sorted list is virtualised and scrolls to its end', async ({ page, openApp }) => {
  await openApp('/');
  await page.getByTestId('filters-button').click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Сначала дороже' }).check();
  await page.keyboard.press('Escape');
  const grid = page.getByTestId('virtual-product-grid');
  await expect(grid).toBeVisible();
  const total = Number((await page.getByTestId('results-count').textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(60);
  const rendered = await grid.getByTestId('product-card').count();
  expect(rendered).toBeLessThan(total);
  const top = await cardPrices(page);
  expect(top).toEqual([...top].sort((a, b) => b - a));
  // Scroll to the end: the cheapest products are there, and the rows above are gone.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(async () => (await cardPrices(page)).at(-1))
    .toBeLessThanOrEqual(Math.min(...top));
  expect(await grid.getByTestId('product-card').count()).toBeLessThan(total);
});

test('search finds Маргарита by part of its name, pizzas by their category, and clearing it brings the menu back', async ({
  page,
  openApp,
}) => {
  await openApp('/');
  // A restaurant's search asks for dishes (a grocery's for goods: grocery-shop.spec).
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Найти блюдо');
  await page.getByTestId('search-input').fill('маргар');
  await expect(page.getByRole('heading', { name: 'Результаты поиска' })).toBeVisible();
  await expect(card(page, 'Маргарита')).toBeVisible();
  const names = await page.locator('.product-card__name').allTextContents();
  expect(names.every((n) => n.toLowerCase().includes('маргар'))).toBe(true);
  // A kind of dish finds the dishes of that category, whatever their names, in any case ending:
  // the pizzas are called 'Маргарита' and 'Пепперони'.
  await page.getByTestId('search-input').fill('пиццы');
  await expect(card(page, 'Маргарита')).toBeVisible();
  await expect(card(page, 'Пепперони')).toBeVisible();
  await expect(card(page, 'Филадельфия')).toHaveCount(0);
  // Words in any case: 'с грибами' finds the pizza whose name says 'грибы'.
  await page.getByTestId('search-input').fill('пицца с грибами');
  await expect(card(page, 'Ветчина и грибы')).toBeVisible();
  await expect(card(page, 'Трюфельная с грибами')).toBeVisible();
  await expect(card(page, 'Маргарита')).toHaveCount(0);
  // A doubled letter typed once, the commonest misspelling of a dish.
  await page.getByTestId('search-input').fill('пеперони');
  await expect(card(page, 'Пепперони')).toBeVisible();
  await page.getByTestId('search-input').fill('несуществующее блюдо');
  await expect(page.getByText('Ничего не нашлось')).toBeVisible();
  await page.getByRole('button', { name: 'Очистить поиск' }).click();
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible();
});

test('the filters modal opens, takes focus, and closes with Escape and the backdrop', async ({
  page,
  openApp,
}) => {
  await openApp('/');
  const opener = page.getByTestId('filters-button');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // The page behind does not scroll while the dialog is open, and does again after.
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await bodyOverflow()).not.toBe('hidden');
  await opener.click();
  await page.locator('.modal-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(dialog).toHaveCount(0);
});

test('the categories modal leads to a category', async ({ page, openApp }) => {
  await openApp('/');
  await page.getByTestId('categories-button').click();
  const dialog = page.getByRole('dialog', { name: 'Категории' });
  await dialog.getByRole('link', { name: 'Бургеры' }).click();
  await expect(page).toHaveURL(/\/menu\/burgers$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Бургеры', level: 1 })).toBeVisible();
});

test.describe('media cache', () => {
  test("banner photos are kept in IndexedDB 'media-cache' v1", async ({ page, openApp }) => {
    await openApp('/');
    // The photos on the page (a banner further down comes when it comes near).
    const images = page.locator('img[data-media-url]');
    await expect(images.first()).toBeVisible();
    const urls = await images.evaluateAll((els) =>
      els.map((el) => new URL(el.getAttribute('data-media-url')!, location.href).href),
    );
    const read = () => keptPhotos(page);
    // Each photo on the page is kept once the page is idle.
    await expect
      .poll(async () => {
        const { photos } = await read();
        return urls.filter((url) => !photos.includes(url));
      })
      .toEqual([]);
    const db = await read();
    expect(db.version).toBe(1);
    expect(db.stores).toEqual(['photos', 'videos']);
  });

  test('a photo the network does not give shows the kept copy', async ({ page, openApp }) => {
    await openApp('/');
    const banner = page.locator('.banner img[data-media-url]').first();
    const url = new URL((await banner.getAttribute('data-media-url'))!, page.url()).href;
    await expect.poll(async () => (await keptPhotos(page)).photos).toContain(url);
    // The connection drops the picture now: the page shows the copy it kept.
    await page.route(url, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const again = page.locator('.banner img[data-media-url]').first();
    await expect(again).toHaveAttribute('data-media-state', 'cache');
    await expect
      .poll(() =>
        again.evaluate(
          (img: HTMLImageElement) => img.src.startsWith('blob:') && img.naturalWidth > 1,
        ),
      )
      .toBe(true);
  });

  test('with IndexedDB blocked the banners still show', async ({ page, openApp }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('blocked by the test', 'SecurityError');
      };
    });
    await openApp('/');
    await expect(page.getByTestId('banner').first()).toBeVisible();
    const image = page.locator('.banner img[data-media-url]').first();
    await expect(image).toHaveAttribute('data-media-state', 'network');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
      .toBe(true);
    expect(errors).toEqual([]);
  });
});

/**
 * What IndexedDB 'media-cache' holds: its version, its stores and the photos' URLs (nothing while
 * the app has not made it: opening it here first would make an empty one the app cannot upgrade).
 */
function keptPhotos(page: Page) {
  return page.evaluate(async () => {
    const none = { version: 0, stores: [] as string[], photos: [] as string[] };
    const made = await indexedDB.databases();
    if (!made.some((d) => d.name === 'media-cache')) return none;
    return new Promise<typeof none>((resolve, reject) => {
      const req = indexedDB.open('media-cache');
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const db = req.result;
        const stores = [...db.objectStoreNames].sort();
        if (!stores.includes('photos')) {
          db.close();
          return resolve({ ...none, version: db.version, stores });
        }
        const keys = db.transaction('photos').objectStore('photos').getAllKeys();
        keys.onsuccess = () => {
          resolve({
            version: db.version,
            stores,
            photos: (keys.result as string[]).map((k) => new URL(k, location.href).href),
          });
          db.close();
        };
        keys.onerror = () => reject(keys.error);
      };
    });
  });
}
