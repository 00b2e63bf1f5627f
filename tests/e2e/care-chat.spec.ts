// The care chat (issue 17), in both hosts: the widget of settings.care_chat loads on the
// information page 'zabota-o-klientah' only and is gone, with what it added, on the next page; a
// widget that fails to load leaves the page as it is. The widget here is a local stub.
import { test, expect } from './fixtures.ts';
import { openHours, withPickup, withSettings } from './shop-state.ts';

const STUB = `
  window.__careChatLoads = (window.__careChatLoads || 0) + 1;
  const box = document.createElement('div');
  box.id = 'care-chat-widget';
  box.setAttribute('role', 'complementary');
  box.setAttribute('aria-label', 'Чат поддержки ' + document.currentScript.dataset.widgetId);
  document.body.appendChild(box);
`;

test.beforeEach(async ({ page }) => {
  await openHours(page);
  await withPickup(page);
  await withSettings(page, (s) => {
    s.care_chat = { script_url: '/care-chat/widget.js', attributes: { 'data-widget-id': 'w42' } };
  });
});
test.setTimeout(60_000);

test('the chat loads on zabota-o-klientah and is gone on the next page', async ({
  page,
  openApp,
}) => {
  await page.route('**/care-chat/widget.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STUB }),
  );
  await openApp('/information');
  await page.getByRole('link', { name: 'Забота о клиентах' }).click({ timeout: 20_000 });
  await expect(page.getByRole('complementary', { name: 'Чат поддержки w42' })).toBeAttached({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => (window as { __careChatLoads?: number }).__careChatLoads)).toBe(
    1,
  );
  // The customer goes back to the previous page (the app's own navigation, no reload).
  await page.goBack();
  await expect(page).toHaveURL(/\/information($|#)/);
  await expect(page.locator('#care-chat-widget')).toHaveCount(0);
  await expect(page.locator('script[data-care-chat]')).toHaveCount(0);
});

test('no chat on other information pages', async ({ page, openApp }) => {
  let asked = 0;
  await page.route('**/care-chat/widget.js', (route) => {
    asked++;
    return route.fulfill({ contentType: 'text/javascript', body: STUB });
  });
  await openApp('/information');
  await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible({ timeout: 20_000 });
  await openApp('/contacts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(asked).toBe(0);
});

test('a chat that fails to load leaves the page as it is', async ({ page, openApp }) => {
  await page.route('**/care-chat/widget.js', (route) => route.fulfill({ status: 502, body: '' }));
  await openApp('/information/page/zabota-o-klientah');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.article__content')).not.toBeEmpty();
  await expect(page.locator('#care-chat-widget')).toHaveCount(0);
});
