// Entry point: check the configuration, open (and on first run create, migrate and seed) the
// database, then serve. Production (DEMO unset) refuses to start without secrets of its own.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { DEMO_SHOPS, loadConfig, productionProblems } from './config.ts';
import { openDb } from './db/db.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createApp, telegramBot, uploadsDir } from './app.ts';
import { webhookSecret } from './telegram/payments.ts';
import { PusherHub } from './realtime/pusher-server.ts';
import { keepConnections } from './http/keep-alive.ts';
import type { Server } from 'node:http';

const config = loadConfig();
const shopName = (process.env.DEMO_SHOP ?? '').trim().toLowerCase();
if (shopName && !(DEMO_SHOPS as readonly string[]).includes(shopName)) {
  console.error(
    `DEMO_SHOP=${process.env.DEMO_SHOP} is not a demo shop: use ${DEMO_SHOPS.join(' or ')} (README, "Two demo shops").`,
  );
  process.exit(1);
}
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(
    [
      'The storefront will not start in production with this configuration:',
      ...problems.map((p) => `  - ${p}`),
      'Set these variables (see README, "Deployment"), or run the demo shop with `npm start`.',
    ].join('\n'),
  );
  process.exit(1);
}
if (config.demo) {
  console.warn(
    [
      '',
      '  ┌──────────────────────────────────────────────────────────────────────────┐',
      '  │ DEMO MODE: not for real customers.                                       │',
      '  │ Sign-in codes are printed here and listed at /api/dev/sms-outbox, the    │',
      '  │ settings can be changed by anyone (/api/dev/settings), the demo "bank"   │',
      '  │ marks orders paid, and the Telegram token and realtime secret are public.│',
      '  │ Deploy with the README\'s "Deployment" steps instead.                     │',
      '  └──────────────────────────────────────────────────────────────────────────┘',
      '',
    ].join('\n'),
  );
}
const db = openDb(
  path.join(
    config.dataDir,
    config.demoCatalogSize > 0
      ? `shop-${config.demoCatalogSize}.sqlite`
      : config.demoShop === 'grocery'
        ? 'grocery.sqlite'
        : 'shop.sqlite',
  ),
);
const seedOptions = {
  uploadsDir: uploadsDir(config),
  catalogSize: config.demoCatalogSize,
  shop: config.demoShop,
};
if (seedIfEmpty(db, seedOptions)) {
  console.log(`Seeded the demo shop (${config.demoShop}) into ${config.dataDir}`);
}
// Order updates go out over the Pusher protocol on this same port (ws://host/app/{key}).
const realtime = new PusherHub({
  key: config.realtimeKey,
  secret: config.realtimeSecret,
  trustProxy: config.trustProxy,
});
// DEMO_CLOCK_START (demo and tests only): the shop's clock starts at that instant and runs on, so
// time-dependent promotions are predictable in browser tests.
const bootedAt = Date.now();
const start = config.demoClockStart;
const now = start !== null ? () => start + (Date.now() - bootedAt) : Date.now;
const app = createApp({ config, db, realtime, now, wallNow: Date.now, warmCatalog: true });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Storefront and API on http://localhost:${info.port} (${config.demo ? 'DEMO mode' : 'production'})`,
  );
});
keepConnections(server as Server);
realtime.attach(server);

// The bot's updates (Telegram Payments' pre-checkout queries and payments) come to this server:
// registered once it listens, at TELEGRAM_WEBHOOK_URL (the demo: its own fake Bot API).
if (config.telegramWebhookUrl && config.telegramBotToken && config.telegramPayments) {
  server.once('listening', () => {
    telegramBot(config)
      .call('setWebhook', {
        url: config.telegramWebhookUrl,
        secret_token: webhookSecret(config.telegramBotToken),
        allowed_updates: ['message', 'pre_checkout_query'],
      })
      .then(() => console.log(`Telegram webhook set to ${config.telegramWebhookUrl}`))
      .catch((error: Error) => console.error(`[telegram] setWebhook failed: ${error.message}`));
  });
}
