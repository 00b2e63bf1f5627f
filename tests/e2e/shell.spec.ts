// The shell in both hosts: home, maintenance notice, /lk guard, 404, theme, back button, language.
import {
  test,
  expect,
  forHost,
  answerJson,
  telegramEvents,
  lastTelegramEvent,
  sendTelegramEvent,
} from './fixtures.ts';
import { clientRendered } from './shop-state.ts';
import { darkTheme, lightTheme } from './telegram-env.ts';
import { contrastRatio, parseColor } from '../../src/domain/contrast.ts';

test('home shows the shop: banners, categories and priced products', async ({ page, openApp }) => {
  await openApp('/');
  await expect(page.getByRole('heading', { name: 'Тарелка', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible();
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  await expect(card.locator('.product-card__price')).toContainText('₽');
  await expect(page.getByTestId('banner').first()).toBeVisible();
  await expect(page).toHaveTitle('Тарелка');
});

test('settings that fail to load show the maintenance notice', async ({ page, openApp }) => {
  await clientRendered(page);
  await page.route('**/api/wp-json/v1/all_settings**', (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await openApp('/');
  await expect(page.getByRole('alert')).toContainText(
    'Приносим свои извинения, сайт находится на профилактике.',
  );
});

test('a malformed settings answer is not a white screen', async ({ page, openApp }) => {
  await clientRendered(page);
  await answerJson(page, '**/api/wp-json/v1/all_settings**', 200, '{"seo": 5, "facade": "x"');
  await openApp('/');
  await expect(page.getByRole('alert')).toContainText('на профилактике');
});

test('an anonymous visitor on /lk is sent home', async ({ page, openApp }) => {
  // Inside Telegram the user is signed in from initData; here the backend refuses it.
  await answerJson(page, '**/api/wp-json/telega/v1/auth/webapp', 401, '{"code":"bad_init_data"}');
  await openApp('/lk/orders');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible();
});

test('a short address /{slug} opens the information page of that slug', async ({
  page,
  openApp,
}) => {
  await openApp('/o-nas');
  await expect(page.getByRole('heading', { name: 'О нас', level: 1 })).toBeVisible();
  await expect(page.getByText('Мы начинали с одной пиццерии на Покровке')).toBeVisible();
  // A category's slug is still the home page at that category.
  await openApp('/pizza');
  await expect(page.getByRole('heading', { name: 'Пицца', level: 2 })).toBeVisible();
});

test('an unknown page shows the not-found screen with a way home', async ({ page, openApp }) => {
  await openApp('/information/page/no-such-page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await openApp('/a/b/c/d/e');
  // SPEC.md §2's technical line 'Page Not Found: {path}', in the customer's language.
  await expect(page.getByText('Нет страницы по адресу /a/b/c/d/e')).toBeVisible();
  await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
  // A restaurant's picture: a plate with its fork and knife (a grocery's has the plate alone).
  await expect(page.getByRole('img', { name: '404' }).locator('path').first()).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('language switch changes the interface and <html lang>', async ({ page, openApp }) => {
  await openApp('/contacts');
  await expect(page.getByRole('heading', { name: 'Контакты' })).toBeVisible();
  // On a phone the language is in the burger menu (both hosts).
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByTestId('burger-menu').getByTestId('language-select').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await openApp('/a/b/c');
  await expect(page.getByText('Page Not Found: /a/b/c')).toBeVisible();
});

forHost('website', () => {
  test('light on a dark phone (default_dark off), and the toggle is remembered', async ({
    page,
    openApp,
  }) => {
    await openApp('/', { dark: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByTestId('burger-menu').getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('neither the Telegram SDK nor its UI kit is downloaded by the website', async ({
    page,
    openApp,
  }) => {
    const files: string[] = [];
    page.on('request', (r) => files.push(r.url()));
    await openApp('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(files.filter((s) => /telegram-(platform|ui-root)/.test(s))).toEqual([]);
  });
});

forHost('telegram', () => {
  test('tells Telegram it is ready and expands; the UI kit is there', async ({ page, openApp }) => {
    const files: string[] = [];
    page.on('request', (r) => files.push(r.url()));
    await openApp('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect
      .poll(async () => (await telegramEvents(page)).map((e) => e.type))
      .toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand']));
    expect(files.filter((s) => /telegram-ui-root.*\.(js|css)$/.test(s))).toHaveLength(2);
  });

  test('uses the Telegram theme and follows it live', async ({ page, openApp }) => {
    await openApp('/', { dark: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('theme-toggle')).toHaveCount(0);
    await page.evaluate(() => {
      const w = window as unknown as {
        Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } };
      };
      w.Telegram.WebView.receiveEvent('theme_changed', {
        theme_params: {
          bg_color: '#ffffff',
          text_color: '#000000',
          secondary_bg_color: '#efeff4',
          hint_color: '#8e8e93',
          button_color: '#007aff',
          button_text_color: '#ffffff',
        },
      });
    });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('with less motion asked for, a theme change is drawn at once, with no transition', async ({
    page,
    openApp,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Read in the same task as Telegram's event: a transition would still show the old colours.
    const seen = await page.evaluate((theme) => {
      const w = window as unknown as {
        Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } };
      };
      w.Telegram.WebView.receiveEvent('theme_changed', { theme_params: theme });
      const page = document.querySelector('.app-root')!;
      const title = document.querySelector('.product-card__name')!;
      return {
        background: getComputedStyle(page).backgroundColor,
        text: getComputedStyle(title).color,
        transitions: document.getAnimations().filter((a) => a instanceof CSSTransition).length,
      };
    }, darkTheme);
    expect(seen).toEqual({
      background: 'rgb(28, 28, 29)', // darkTheme's secondary_bg_color
      text: 'rgb(255, 255, 255)', // its text_color
      transitions: 0,
    });
  });

  test('a theme of the same darkness is followed too: its hint grey made readable, its accent', async ({
    page,
    openApp,
  }) => {
    await openApp('/');
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const rootVar = (name: string) =>
      page.evaluate((n) => document.documentElement.style.getPropertyValue(n), name);
    await expect.poll(() => rootVar('--text-secondary')).not.toBe('');
    const grey = await rootVar('--text-secondary');
    // A light theme whose bluish hint is too pale to read on white, and a green button colour.
    await sendTelegramEvent(page, 'theme_changed', {
      theme_params: {
        ...lightTheme,
        hint_color: '#a4a4d0',
        button_color: '#1f8f3a',
        accent_text_color: '#1f8f3a',
      },
    });
    // The accent is the new button colour (made readable on the page's surfaces, so a shade of it).
    await expect
      .poll(async () => {
        const [r, g, b] = parseColor(await rootVar('--brand')) ?? [0, 0, 0];
        return g > 2 * r && g > 2 * b;
      })
      .toBe(true);
    expect(await rootVar('--text-secondary')).not.toBe(grey);
    // Secondary text on the card reads at 4.5:1 on the card, in the new theme's grey family.
    const meta = card.locator('.product-card__meta');
    await expect
      .poll(async () => {
        const [fg, bg] = await meta.evaluate((el) => {
          let back: Element | null = el;
          let bgColor = 'rgba(0, 0, 0, 0)';
          while (back && /rgba\(0, 0, 0, 0\)|transparent/.test(bgColor)) {
            bgColor = getComputedStyle(back).backgroundColor;
            back = back.parentElement;
          }
          return [getComputedStyle(el).color, bgColor];
        });
        return contrastRatio(parseColor(fg)!, parseColor(bg)!);
      })
      .toBeGreaterThanOrEqual(4.5);
  });

  test('BackButton is hidden at home, shown elsewhere, and goes back', async ({
    page,
    openApp,
  }) => {
    await openApp('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Never shown at home (the SDK sends nothing for an already hidden button).
    expect(
      (await lastTelegramEvent(page, 'web_app_setup_back_button'))?.data?.is_visible ?? false,
    ).toBe(false);
    await page.getByTestId('banner').first().click();
    await expect(page).toHaveURL(/\/catalog\/\d+$/);
    await expect
      .poll(
        async () => (await lastTelegramEvent(page, 'web_app_setup_back_button'))?.data?.is_visible,
      )
      .toBe(true);
    await page.evaluate(() => {
      const w = window as unknown as {
        Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } };
      };
      w.Telegram.WebView.receiveEvent('back_button_pressed');
    });
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect
      .poll(
        async () => (await lastTelegramEvent(page, 'web_app_setup_back_button'))?.data?.is_visible,
      )
      .toBe(false);
  });

  test('launch parameters survive navigation and a reload', async ({ page, openApp }) => {
    await openApp('/contacts');
    await expect(page.getByRole('heading', { name: 'Контакты' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Контакты' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-host', 'telegram');
  });
});
