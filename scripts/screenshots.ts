// `npx tsx scripts/screenshots.ts [baseURL]`: phone-size screenshots of the main screens in both
// hosts, light and dark, into screenshots/ — for looking at the product as a customer would.
import { chromium, type Page } from '@playwright/test';
import fs from 'node:fs';
import { launchHash, TELEGRAM_PROXY_SCRIPT } from '../tests/e2e/telegram-env.ts';

const base = process.argv[2] ?? 'http://localhost:8080';
const only = process.argv[3];
const shots: {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  block?: string;
}[] = [
  { name: 'home', path: '/' },
  { name: 'home-scrolled', path: '/', prepare: async (p) => void (await p.mouse.wheel(0, 900)) },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'maintenance', path: '/', block: '**/api/wp-json/v1/all_settings**' },
  { name: 'category', path: '/menu/pizza' },
  {
    name: 'product',
    path: '/?product_id=1000',
    prepare: async (p) => void (await p.getByTestId('product-modal').waitFor({ timeout: 8000 })),
  },
  { name: 'cart', path: '/order' },
];

const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
fs.mkdirSync('screenshots', { recursive: true });
for (const host of ['web', 'tg'] as const) {
  for (const dark of [false, true]) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      colorScheme: dark ? 'dark' : 'light',
      locale: 'ru-RU',
    });
    for (const shot of shots) {
      if (only && !shot.name.startsWith(only)) continue;
      const page = await context.newPage();
      if (host === 'tg') await page.addInitScript({ content: TELEGRAM_PROXY_SCRIPT });
      if (shot.block) await page.route(shot.block, (r) => r.fulfill({ status: 503, body: '' }));
      await page.goto(base + shot.path + (host === 'tg' ? launchHash({ dark }) : ''));
      await page.waitForTimeout(1200);
      await shot.prepare?.(page);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `screenshots/${shot.name}-${host}-${dark ? 'dark' : 'light'}.png`,
      });
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
console.log('screenshots written to screenshots/');
