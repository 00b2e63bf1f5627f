// Native manners: the closing confirmation, swipes, fullscreen and safe areas, haptics, the
// confirmation popup (the page's dialog on the website), the SettingsButton and the SecondaryButton.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  forHost,
  expectTelegramEvent,
  sendTelegramEvent,
  setTelegramClient,
  telegramEvents,
  expectToast,
} from './fixtures.ts';
import { POKROVKA, productCard, withAddress } from './shop-state.ts';
import { openCart, openDeliveringTo, startEachTest } from './journey.ts';

startEachTest();

async function addRoll(page: Page) {
  await productCard(page, 'Филадельфия')
    .getByRole('button', { name: /^Добавить в корзину/ })
    .click();
  await expectToast(page, 'Товар добавлен в корзину');
}

test('clearing the cart is asked about first, and the answer is kept', async ({
  page,
  openApp,
  host,
}) => {
  await openDeliveringTo(page, openApp);
  await addRoll(page);
  await openCart(page, host);
  const clear = page.getByRole('button', { name: 'Очистить корзину' });

  if (host === 'telegram') {
    // Telegram's own popup asks; the customer keeps the cart, then clears it.
    await setTelegramClient(page, { popupButton: 'cancel' });
    await clear.click();
    await expectTelegramEvent(page, 'web_app_open_popup', {
      title: 'Очистить корзину?',
      message: 'Все товары будут удалены из корзины.',
      buttons: [
        { id: 'confirm', type: 'destructive', text: 'Очистить' },
        { id: 'cancel', type: 'default', text: 'Оставить' },
      ],
    });
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await setTelegramClient(page, { popupButton: 'confirm' });
    await clear.click();
  } else {
    // The page's own dialog, never window.confirm.
    page.on('dialog', () => {
      throw new Error('window.confirm was used');
    });
    await clear.click();
    const question = page.getByRole('dialog', { name: 'Очистить корзину?' });
    await expect(question).toContainText('Все товары будут удалены из корзины.');
    await question.getByRole('button', { name: 'Оставить' }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await clear.click();
    await question.getByRole('button', { name: 'Очистить', exact: true }).click();
  }
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

forHost('telegram', () => {
  test('asks before closing while the cart has dishes or a form holds typed text', async ({
    page,
    openApp,
  }) => {
    await openDeliveringTo(page, openApp);
    await expect(productCard(page, 'Филадельфия')).toBeVisible();
    expect(await telegramEvents(page, 'web_app_setup_closing_behavior')).toEqual([]);

    await addRoll(page);
    await expectTelegramEvent(page, 'web_app_setup_closing_behavior', { need_confirmation: true });
    // Haptics: a firm tap on add, a firmer one when a line goes.
    await expectTelegramEvent(page, 'web_app_trigger_haptic_feedback', {
      type: 'impact',
      impact_style: 'light',
    });
    await openCart(page, 'telegram');
    await page
      .getByRole('button', { name: /Удалить/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expectTelegramEvent(page, 'web_app_trigger_haptic_feedback', {
      type: 'impact',
      impact_style: 'medium',
    });
    await expectTelegramEvent(page, 'web_app_setup_closing_behavior', { need_confirmation: false });
    await page.keyboard.press('Escape');

    // Typed words in the booking form count too, until the form goes.
    await page.getByRole('button', { name: 'Изменить способ получения' }).click();
    await page.getByRole('tab', { name: 'В ресторане' }).click();
    await page.getByRole('button', { name: /Забронировать столик/ }).click();
    const booking = page.getByRole('dialog', { name: 'Бронь столика' });
    await booking.getByRole('textbox', { name: /Пожелания/ }).fill('У окна');
    await expectTelegramEvent(page, 'web_app_setup_closing_behavior', { need_confirmation: true });
    await page.keyboard.press('Escape');
    await expect(booking).toHaveCount(0);
    await expectTelegramEvent(page, 'web_app_setup_closing_behavior', { need_confirmation: false });
  });

  test('the SettingsButton opens the settings; the SecondaryButton continues shopping', async ({
    page,
    openApp,
  }) => {
    await openDeliveringTo(page, openApp);
    await expectTelegramEvent(page, 'web_app_setup_settings_button', { is_visible: true });
    await sendTelegramEvent(page, 'settings_button_pressed');
    await expect(page.getByTestId('reset-settings')).toBeVisible();
    await page.keyboard.press('Escape');

    await addRoll(page);
    await openCart(page, 'telegram');
    await expectTelegramEvent(page, 'web_app_setup_main_button', {
      is_visible: true,
      text: 'Перейти к оформлению',
    });
    await expectTelegramEvent(page, 'web_app_setup_secondary_button', {
      is_visible: true,
      text: 'Продолжить покупки',
      position: 'left',
    });
    await sendTelegramEvent(page, 'secondary_button_pressed');
    await expect(page.getByRole('dialog', { name: 'Корзина' })).toHaveCount(0);
    await expectTelegramEvent(page, 'web_app_setup_secondary_button', { is_visible: false });
  });

  test('no swipe-to-close while a sheet or a sideways list is under the finger', async ({
    page,
    openApp,
  }) => {
    await openDeliveringTo(page, openApp);
    await addRoll(page);
    await openCart(page, 'telegram');
    await expectTelegramEvent(page, 'web_app_setup_swipe_behavior', {
      allow_vertical_swipe: false,
    });
    await page.keyboard.press('Escape');
    await expectTelegramEvent(page, 'web_app_setup_swipe_behavior', { allow_vertical_swipe: true });

    // A finger on the category bar (it scrolls sideways), then lifted.
    const bar = page.getByRole('navigation', { name: 'Категории' });
    const box = (await bar.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expectTelegramEvent(page, 'web_app_setup_swipe_behavior', {
      allow_vertical_swipe: false,
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expectTelegramEvent(page, 'web_app_setup_swipe_behavior', { allow_vertical_swipe: true });
  });

  test('fullscreen on a phone: the header sits below the notch and Telegram’s buttons', async ({
    page,
    openApp,
  }, testInfo) => {
    await withAddress(page, POKROVKA);
    await openApp('/', {
      platform: 'ios',
      client: {
        fullscreen: true,
        safeArea: { top: 47, bottom: 34, left: 0, right: 0 },
        contentSafeArea: { top: 46, bottom: 0, left: 0, right: 0 },
      },
    });
    await expect(productCard(page, 'Филадельфия')).toBeVisible();
    expect(await telegramEvents(page, 'web_app_request_fullscreen')).toHaveLength(1);
    const row = page.locator('.header__inner');
    await expect.poll(async () => (await row.boundingBox())?.y).toBe(93);
    await page.screenshot({ path: testInfo.outputPath('fullscreen.png') });
  });

  test('a desktop client keeps its window: no fullscreen, no insets', async ({ page, openApp }) => {
    await openApp('/', { platform: 'tdesktop', client: { fullscreen: true } });
    await expect(page.locator('.header__inner')).toBeVisible();
    expect(await telegramEvents(page, 'web_app_request_fullscreen')).toEqual([]);
    expect((await page.locator('.header__inner').boundingBox())?.y).toBe(0);
  });
});
