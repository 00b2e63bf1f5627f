// Delivery in both hosts: choose delivery, an address inside and outside the zones, pickup, a new
// address's stock messages, the work-time popup, the maps fallback and the drawn map, and clearing
// the settings. The cart itself is cart.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, expectToast, serverAnswer } from './fixtures.ts';
import { KRASNY, POKROVKA, clientRendered, productCard, withSettings } from './shop-state.ts';
import {
  addToCart,
  cardCount,
  deliveryBar,
  openCart,
  openDeliveringTo,
  pickAddress,
  startEachTest,
} from './journey.ts';

/** The shop's settings with a Yandex Maps key, as this page sees them. */
const withMapKey = (page: Page) =>
  withSettings(page, (settings) => {
    settings.map_api_key = 'demo-key-123';
  });

startEachTest();

test('delivery: an address outside the zones is refused, one inside shows its zone and price', async ({
  page,
  openApp,
}) => {
  await openApp('/');
  await expect(deliveryBar(page)).toHaveText(/Укажите адрес/);
  // One sheet (issue 13 item 5): the way to receive at the top, the address right under it.
  await deliveryBar(page).click();
  await expect(page.getByRole('tab', { name: 'Доставка' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Nothing picked from the list: not an address.
  await page.getByPlaceholder('Например, Покровка 17').fill('Нетакойулицы 1');
  await expect(page.getByText('Такого адреса не нашли')).toBeVisible();
  await page.getByRole('button', { name: 'Доставить сюда' }).click();
  await expect(page.getByTestId('delivery-problem')).toHaveText('Выберите корректный адрес');

  // A Moscow region town: outside every zone.
  await pickAddress(page, 'Химки', 'Ленинградская ул., 1');
  await expect(page.getByTestId('delivery-problem')).toHaveText('Ваш адрес вне зоны доставки');
  await expect(page.getByRole('button', { name: 'Доставить сюда' })).toBeDisabled();
  await expect(page.getByTestId('map-pin')).toBeVisible();

  // Inside the centre zone: its price, time and minimum; express adds its cost.
  await pickAddress(page, 'Покровка 17', 'ул. Покровка, 17');
  const quote = page.getByTestId('delivery-quote');
  await expect(quote).toContainText('Зона «Центр»');
  await expect(quote).toContainText(/Доставка 199\s₽/);
  await expect(quote).toContainText(/Минимальный заказ 700\s₽/);
  await page.getByTestId('express-toggle').check();
  await expect(quote).toContainText(/Доставка 348\s₽/);
  await page.getByTestId('express-toggle').uncheck();
  await page.getByRole('button', { name: 'Доставить сюда' }).click();

  await expect(deliveryBar(page)).toHaveText(/Доставка · ул\. Покровка, 17/);
  // The shop's one-off popup for this stock shows once.
  await expect(page.getByTestId('popup')).toContainText('В центре Москвы привезём бесплатно');
  await page.getByRole('button', { name: 'Понятно' }).click();
  await expect(page.getByTestId('popup')).toHaveCount(0);
  await page.reload();
  await expect(deliveryBar(page)).toHaveText(/Доставка · ул\. Покровка, 17/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('popup')).toHaveCount(0);
});

test('every way to receive is in view on a narrow phone, however long its name', async ({
  page,
  openApp,
}) => {
  // 320 px in English: 'In the restaurant' was scrolled out of the row, cut at 'In the restauran'.
  await page.setViewportSize({ width: 320, height: 640 });
  await openApp('/?lang=en');
  await page.getByRole('button', { name: 'Change how you get your order' }).click();
  const tabs = page.getByRole('tablist', { name: 'How you get it' });
  for (const name of ['Delivery', 'Pickup', 'In the restaurant']) {
    await expect(tabs.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  }
  await tabs.getByRole('tab', { name: 'In the restaurant' }).click();
  await expect(tabs.getByRole('tab', { name: 'In the restaurant' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('pickup: choose a point of the city; no delivery price in the cart', async ({
  page,
  openApp,
  host,
}) => {
  await openDeliveringTo(page, openApp);
  await deliveryBar(page).click();
  await page.getByRole('tab', { name: 'Самовывоз' }).click();
  const options = page.getByTestId('place-option');
  await expect(options).toHaveCount(2); // Moscow's two points, not Novosibirsk's
  await options.filter({ hasText: 'Тарелка на Тверской' }).click();
  await page.getByTestId('place-confirm').click();
  await expect(deliveryBar(page)).toHaveText(/Самовывоз · Тарелка на Тверской/);

  await addToCart(page, 'Филадельфия');
  await openCart(page, host);
  await expect(page.getByTestId('summary-delivery')).toHaveCount(0);
  // The shop's one earned discount, 10% for pickup, is applied at once: 590 − 59.
  await expect(page.getByTestId('cart-total')).toHaveText(/531\s₽/);
  await expect(page.getByTestId('cart-minimum')).toHaveCount(0); // no zone minimum for pickup
});

test('a new address takes out what it does not sell and cuts quantities to its stock', async ({
  page,
  openApp,
}) => {
  await openDeliveringTo(page, openApp, KRASNY, '/menu/sets');
  // Novosibirsk has 3 family sets; strawberries are sold there only.
  const set = 'Сет «Большой семейный»';
  const more = productCard(page, set).getByRole('button', { name: /^Больше/ });
  await addToCart(page, set);
  await more.click();
  await more.click();
  await expect(cardCount(page, set)).toHaveText('3');
  await expect(more).toBeDisabled(); // no fourth in stock
  await page.goto('/menu/fruits-vegetables');
  await addToCart(page, 'Клубника');
  await expect(cardCount(page, 'Клубника')).toHaveText('500 г');

  // Moving to Moscow: no strawberries there, and only 2 family sets. The city follows from the
  // address: no city to choose first.
  await deliveryBar(page).click();
  await pickAddress(page, 'Покровка 17', 'ул. Покровка, 17');
  await expect(page.getByTestId('address-city')).toHaveText('Город: Москва');
  await page.getByRole('button', { name: 'Доставить сюда' }).click();
  // Only what Moscow does not sell at all: the sets stay, cut to its stock.
  expect(await expectToast(page, 'Данных товаров нет в наличии на новом адресе.')).toBe(
    'Данных товаров нет в наличии на новом адресе. Клубника',
  );
  expect(
    await expectToast(
      page,
      'Количество товаров в корзине не соответствует остаткам на складе. Избыточные товары будут удалены.',
    ),
  ).toContain(set);
  await page.goto('/menu/sets');
  await expect(cardCount(page, set)).toHaveText('2');
});

test('outside working hours the work-time popup says when the shop opens', async ({
  page,
  openApp,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-18T08:15:00+03:00'));
  await openDeliveringTo(page, openApp);
  await expect(page.getByTestId('popup')).toContainText('Мы работаем с 10:00 до 23:00');
  await page.getByRole('button', { name: 'Понятно' }).click();
  await expect(page.getByTestId('ordering-status')).toContainText(
    'Сейчас закрыто · Мы работаем с 10:00 до 23:00',
  );
});

test('Yandex Maps that cannot load leave a message and a working address search', async ({
  page,
  openApp,
}) => {
  const scripts: string[] = [];
  await withMapKey(page);
  await page.route('https://api-maps.yandex.ru/**', (route) => {
    scripts.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await openDeliveringTo(page, openApp);
  await deliveryBar(page).click();
  await expect(page.getByText('Не удалось загрузить Яндекс.Карты')).toBeVisible();
  expect(scripts[0]).toContain('apikey=demo-key-123');
  expect(scripts[0]).toContain('lang=ru_RU');
  expect(scripts[0]).toContain('coordorder=longlat');
  await expect(page.getByTestId('zone-map')).toBeVisible();
  await pickAddress(page, 'Арбат 24', 'ул. Арбат, 24');
  await expect(page.getByTestId('delivery-quote')).toContainText('Зона «Центр»');
});

test('with a key, Yandex Maps draws the zones and the chosen point, longitude first', async ({
  page,
  openApp,
}) => {
  await withMapKey(page);
  // Stands in for api-maps.yandex.ru: the same few calls, recorded.
  await page.route('https://api-maps.yandex.ru/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `
        const log = (window.__ymaps = { polygons: [], placemarks: [], center: null });
        const geo = () => ({ events: { add() {} } });
        window.ymaps = {
          ready: (cb) => setTimeout(cb, 0),
          Map: function (el, state) {
            el.setAttribute('data-testid', 'yandex-map');
            log.center = state.center;
            this.geoObjects = { add() {}, removeAll() { log.polygons = []; log.placemarks = []; } };
            this.setCenter = (c) => (log.center = c);
            this.setBounds = () => {};
            this.destroy = () => {};
          },
          Polygon: function (rings, props, opts) {
            log.polygons.push({ first: rings[0][0], hint: props.hintContent, fill: opts.fillColor });
            return Object.assign(this, geo());
          },
          Placemark: function (point) {
            log.placemarks.push(point);
            return Object.assign(this, geo());
          },
        };`,
    }),
  );
  await openDeliveringTo(page, openApp);
  await deliveryBar(page).click();
  await expect(page.getByTestId('yandex-map')).toBeVisible();
  await expect(page.getByTestId('zone-map')).toHaveCount(0);
  await expect(page.getByText('Не удалось загрузить Яндекс.Карты')).toHaveCount(0);
  type Log = {
    polygons: { first: number[]; hint: string }[];
    placemarks: number[][];
    center: number[];
  };
  const log = () => page.evaluate(() => (window as unknown as { __ymaps: Log }).__ymaps);
  await expect
    .poll(async () => (await log()).polygons.map((p) => p.hint))
    .toEqual(['Центр', 'В пределах ТТК', 'До МКАД']);
  expect((await log()).polygons[0]!.first[0]).toBeGreaterThan(37); // longitude, not latitude
  await expect.poll(async () => (await log()).placemarks).toEqual([[37.6451, 55.7587]]);
  await pickAddress(page, 'Арбат 24', 'ул. Арбат, 24');
  await expect.poll(async () => (await log()).center).toEqual([37.5925, 55.7502]);
});

test('resetting the settings forgets the address and the delivery type', async ({
  page,
  openApp,
}) => {
  await openDeliveringTo(page, openApp);
  await expect(deliveryBar(page)).toHaveText(/Покровка/);
  await page.getByRole('button', { name: 'Настройки', exact: true }).click();
  await page.getByRole('button', { name: 'Сбросить настройки' }).click();
  await expect(deliveryBar(page)).toHaveText(/Укажите адрес/);
  await expectToast(page, 'Настройки сброшены');
});

test("the shop's number is the kitchen's that serves the customer's address", async ({
  page,
  openApp,
  host,
}) => {
  /** The number in the menu, and what a tap on it dials. */
  const menuPhone = async (number: string) => {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const menu = page.getByTestId('burger-menu');
    await expect(menu.getByRole('link', { name: number })).toHaveAttribute(
      'href',
      `tel:${number.replace(/[^+\d]/g, '')}`,
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  };
  const footer = page.getByRole('contentinfo');
  // A Novosibirsk address: the Novosibirsk kitchen's number, not the main (Moscow) one.
  await openDeliveringTo(page, openApp, KRASNY);
  await menuPhone('+7 383 210-45-45');
  if (host === 'website') await expect(footer).toContainText('+7 383 210-45-45');

  // Moving to Moscow: Moscow's number, wherever it is shown.
  await deliveryBar(page).click();
  await pickAddress(page, 'Покровка 17', 'ул. Покровка, 17');
  await page.getByRole('button', { name: 'Доставить сюда' }).click();
  await expect(deliveryBar(page)).toHaveText(/Покровка/);
  await menuPhone('+7 495 120-45-45');
  if (host === 'website') {
    await expect(footer).toContainText('+7 495 120-45-45');
    await expect(footer).not.toContainText('+7 383');
  }
});

/** The desserts, in every catalogue file, as a category only the Novosibirsk kitchen (202) sells. */
async function dessertsInNovosibirskOnly(page: Page) {
  const mark = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(mark);
    if (!node || typeof node !== 'object') return node;
    const category = node as Record<string, unknown>;
    const marked = Object.fromEntries(Object.entries(category).map(([k, v]) => [k, mark(v)]));
    if (category.slug === 'desserts') marked.category_availability = ['202'];
    return marked;
  };
  await clientRendered(page);
  await page.route('**/app_sync/**', async (route) => {
    const headers = { ...route.request().headers() };
    delete headers['if-none-match']; // the whole file to rewrite, not a 304
    const response = await serverAnswer(route, { headers });
    await route.fulfill({ response, json: mark(await response.json()) });
  });
}

for (const [city, location, sold] of [
  ['Moscow', POKROVKA, false],
  ['Novosibirsk', KRASNY, true],
] as const) {
  test(`a category only Novosibirsk's kitchen sells is ${sold ? 'on' : 'off'} the menu in ${city}`, async ({
    page,
    openApp,
  }) => {
    await dessertsInNovosibirskOnly(page);
    await openDeliveringTo(page, openApp, location);
    const bar = page.getByRole('navigation', { name: 'Категории' }).first();
    // The bar is drawn whole: with its last category there, the desserts would be too.
    await expect(bar.getByRole('link', { name: 'Напитки' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Десерты' })).toHaveCount(sold ? 1 : 0);
  });
}
