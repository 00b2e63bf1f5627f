// Entry point: open (and on first run create, migrate and seed) the database, then serve.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { openDb } from './db.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createApp, uploadsDir } from './app.ts';

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
const app = createApp({ config, db });
serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Storefront and API on http://localhost:${info.port} (demo mode ${config.demo ? 'on' : 'off'})`,
  );
});
