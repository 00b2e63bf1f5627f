// What follows the user (issue 18 item 6): a Telegram user's favourites, delivery choice and saved
// addresses are kept in Telegram's CloudStorage, so their second device finds them before signing
// in anywhere. The emulated client keeps the user's CloudStorage in the test, shared by two browser
// contexts (two devices, each with its own empty device storage). The user's launch is signed for
// another bot, so the shop does not sign them in: nothing can come from a shop account, whatever
// the second device shows came through CloudStorage. Signed in (a launch signed for the shop's own
// bot), the addresses the cloud kept move into the shop account.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { test, expect as baseExpect, waitForInteractive } from './fixtures.ts';
import { freshTelegramUser, launchHash, TELEGRAM_PROXY_SCRIPT } from './telegram-env.ts';
import { cloudData, shareCloudStorage, type CloudStorageOfUser } from './telegram-cloud.ts';
import { productCard, openHours } from './shop-state.ts';

test.skip(({ host }) => host !== 'telegram', 'Telegram host only');

const expect = baseExpect.configure({ timeout: 15_000 });
const OTHER_BOT = '7000000002:AAanother-bot-token-not-this-shops-00';

/** A device of the user: a browser context of its own (empty storage), with the user's cloud. */
async function openDevice(
  browser: Browser,
  info: TestInfo,
  cloud: CloudStorageOfUser,
  user: ReturnType<typeof freshTelegramUser>,
  /** Where the device opens, and whether the shop can sign the user in (its own bot's launch). */
  opts: { path?: string; signedIn?: boolean } = {},
): Promise<Page> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
  await shareCloudStorage(context, cloud);
  await context.addInitScript({ content: TELEGRAM_PROXY_SCRIPT });
  const page = await context.newPage();
  await openHours(page);
  const botToken = opts.signedIn ? undefined : OTHER_BOT;
  await page.goto((opts.path ?? '/') + launchHash({ user, botToken }));
  await waitForInteractive(page);
  return page;
}

/** A new Telegram user of this test, and their CloudStorage (kept by the test, empty). */
function newUser(firstName: string) {
  const cloud: CloudStorageOfUser = new Map();
  return { cloud, user: freshTelegramUser({ first_name: firstName, language_code: 'ru' }) };
}

/** Маргарита's favourite button on the home page. */
const margheritaHeart = (page: Page) =>
  productCard(page, 'Маргарита').getByRole('button', { name: 'Добавить в избранное' });

/** Delivery to ул. Покровка, 17, flat `flat`, saved under `name`, as a customer does it. */
async function saveAddress(page: Page, flat: string, name: string) {
  await page.getByRole('button', { name: 'Изменить способ получения' }).click();
  const sheet = page.getByRole('dialog', { name: 'Как получить заказ' });
  await sheet.getByPlaceholder('Например, Покровка 17').fill('Покровка 17');
  await sheet.getByTestId('address-suggestion').filter({ hasText: 'ул. Покровка, 17' }).click();
  await expect(sheet.getByTestId('delivery-quote')).toContainText('Зона «Центр»');
  await sheet.getByLabel('Квартира или офис').fill(flat);
  await sheet.getByRole('checkbox', { name: 'Сохранить адрес' }).check();
  await sheet.getByLabel('Название').fill(name);
  await sheet.getByRole('button', { name: 'Доставить сюда' }).click();
  await expect(sheet).toHaveCount(0);
}

test('a second device of the same Telegram user finds the favourite, the delivery choice and the saved address', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { cloud, user } = newUser('Ольга');

  // Device 1: a favourite, delivery to an address, saved as 'Дом'.
  const phone = await openDevice(browser, info, cloud, user);
  const heart = margheritaHeart(phone);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await saveAddress(phone, '12', 'Дом');
  await expect(phone.getByRole('button', { name: 'Изменить способ получения' })).toHaveText(
    /Доставка · ул\. Покровка, 17/,
  );

  // The user's CloudStorage holds them (written a moment after each change).
  await expect
    .poll(() => cloudData(cloud, 'favorites'))
    .toMatchObject({ ids: [expect.any(Number)] });
  await expect
    .poll(() => cloudData(cloud, 'delivery'))
    .toMatchObject({ kind: 'delivery', location: { title: 'ул. Покровка, 17' } });
  await expect
    .poll(() => cloudData(cloud, 'addresses'))
    .toMatchObject({ list: [{ name: 'Дом', address: 'ул. Покровка, 17', flat: '12' }] });

  // Device 2: a browser context of its own (its device storage starts empty), the same user.
  const tablet = await openDevice(browser, info, cloud, user);
  await expect(margheritaHeart(tablet)).toHaveAttribute('aria-pressed', 'true');
  await expect(tablet.getByRole('button', { name: 'Изменить способ получения' })).toHaveText(
    /Доставка · ул\. Покровка, 17/,
  );
  // The stock the cloud's delivery choice names has a one-off popup, counted per device: this new
  // device shows it (whenever the choice arrives: the test pressed past it, or not), and the
  // customer reads it first.
  const popup = tablet.getByRole('dialog', { name: 'Бесплатная доставка' });
  await popup.getByRole('button', { name: 'Понятно' }).click();
  await expect(popup).toHaveCount(0);
  await tablet.getByRole('button', { name: 'Изменить способ получения' }).click();
  const saved = tablet
    .getByRole('dialog', { name: 'Как получить заказ' })
    .getByTestId('saved-address');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Дом');
  // The address in use is the saved one, with its flat.
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(tablet.getByLabel('Квартира или офис')).toHaveValue('12');
  await Promise.all([phone.context().close(), tablet.context().close()]);
});

test('a favourite pressed just before the user minimises Telegram is written as the app leaves', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { cloud, user } = newUser('Ирина');
  const phone = await openDevice(browser, info, cloud, user);
  // The cloud was read and this device's copies written: a change is written from now on.
  await expect.poll(() => cloud.has('favorites')).toBe(true);

  const heart = margheritaHeart(phone);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Telegram minimises the app (Bot API 8.0 visibility_changed): the favourite goes to the cloud
  // then, not after the app's wait of 800 ms for more changes, by when a closed app is gone.
  const sentAtOnce = await phone.evaluate(async () => {
    const tg = window as unknown as {
      Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } };
      __tgEvents: { data: { method?: string; params?: { key?: string; value?: string } } }[];
    };
    tg.Telegram.WebView.receiveEvent('visibility_changed', { is_visible: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // This device's first write, before the press, was the empty list.
    return tg.__tgEvents.some(({ data }) => {
      if (data?.method !== 'saveStorageValue' || data.params?.key !== 'favorites') return false;
      return (JSON.parse(data.params.value ?? '{}') as { data?: { ids?: number[] } }).data?.ids
        ?.length;
    });
  });
  expect(sentAtOnce).toBe(true);
  await expect
    .poll(() => cloudData(cloud, 'favorites'))
    .toMatchObject({ ids: [expect.any(Number)] });
  await phone.context().close();

  const tablet = await openDevice(browser, info, cloud, user);
  await expect(margheritaHeart(tablet)).toHaveAttribute('aria-pressed', 'true');
  await tablet.context().close();
});

test('the addresses kept in CloudStorage move into the shop account when the user signs in', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { cloud, user } = newUser('Олег');

  // Not signed in to the shop: the address is saved in the user's CloudStorage only.
  const phone = await openDevice(browser, info, cloud, user);
  await saveAddress(phone, '7', 'Работа');
  await expect
    .poll(() => cloudData(cloud, 'addresses'))
    .toMatchObject({ list: [{ name: 'Работа', address: 'ул. Покровка, 17', flat: '7' }] });
  await phone.context().close();

  // Another device, where the shop signs the user in: the account now holds the address, and the
  // cloud's book is emptied (an address deleted from the account does not come back).
  const desktop = await openDevice(browser, info, cloud, user, { path: '/lk', signedIn: true });
  const book = desktop.getByRole('region', { name: 'Мои адреса' });
  await expect(book.getByRole('listitem')).toHaveCount(1);
  await expect(book.getByRole('listitem')).toContainText('Работа');
  await expect(book.getByRole('listitem')).toContainText('ул. Покровка, 17');
  await expect.poll(() => cloudData(cloud, 'addresses')).toMatchObject({ list: [] });

  // And it stays in the account: a reload reads it from the shop, not from the cloud.
  await desktop.reload();
  await expect(book.getByRole('listitem')).toHaveCount(1);
  await expect(book.getByRole('listitem')).toContainText('Работа');
  await desktop.context().close();
});
