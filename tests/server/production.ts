// The reference backend as the README's deployment steps start it (no DEMO), for issue 11's
// "safe by default" contract tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { jsonCaller, seededBackend } from './harness.ts';
import { WEDNESDAY_LUNCH } from './order-fixtures.ts';

export const BOT_TOKEN = '5550001111:AAoperators-own-bot-token-0123456789';
export const SECRET = 'operators-own-realtime-secret-0123456789abcdef';

/** The operator's own bot token and realtime secret, over `env`. */
export function productionBackend(env: Record<string, string> = {}) {
  return seededBackend(
    { TELEGRAM_BOT_TOKEN: BOT_TOKEN, REALTIME_SECRET: SECRET, ...env },
    'shop-prod-',
  );
}

export function production(env: Record<string, string> = {}, now = () => WEDNESDAY_LUNCH) {
  const { config, db } = productionBackend(env);
  const log: string[] = [];
  const delivered: { channel: string; phone: string; code: string }[] = [];
  const app = createApp({
    config,
    db,
    now,
    log: (l) => log.push(l),
    codeSender: { send: (channel, phone, code) => void delivered.push({ channel, phone, code }) },
  });
  const call = jsonCaller(app);
  /** Every value stored in the database, as text. */
  const dump = () =>
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[])
      .map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()))
      .join('\n');
  return { config, db, app, call, log, delivered, dump };
}

/** A built storefront of one empty page, for DIST_DIR. */
export function builtStorefront() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
}
