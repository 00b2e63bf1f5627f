// Entry point: open (and on first run create, migrate and seed) the database, then serve.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { openDb } from './db.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createApp, uploadsDir } from './app.ts';
import { PusherHub } from './realtime.ts';

const config = loadConfig();
const db = openDb(
  path.join(
    config.dataDir,
    config.demoCatalogSize > 0 ? `shop-${config.demoCatalogSize}.sqlite` : 'shop.sqlite',
  ),
);
if (seedIfEmpty(db, { uploadsDir: uploadsDir(config), catalogSize: config.demoCatalogSize })) {
  console.log(`Seeded the demo shop into ${config.dataDir}`);
}
// Order updates go out over the Pusher protocol on this same port (ws://host/app/{key}).
const realtime = new PusherHub({ key: config.realtimeKey, secret: config.realtimeSecret });
// DEMO_CLOCK_START (demo and tests only): the shop's clock starts at that instant and runs on, so
// time-dependent promotions are predictable in browser tests.
const clockStart =
  config.demo && process.env.DEMO_CLOCK_START ? Date.parse(process.env.DEMO_CLOCK_START) : NaN;
const bootedAt = Date.now();
const now = Number.isFinite(clockStart) ? () => clockStart + (Date.now() - bootedAt) : Date.now;
const app = createApp({ config, db, realtime, now, warmCatalog: true });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Storefront and API on http://localhost:${info.port} (demo mode ${config.demo ? 'on' : 'off'})`,
  );
});
realtime.attach(server);
