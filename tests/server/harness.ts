// A reference backend on an in-memory database, seeded like the demo, for contract tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/db.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';

export function testServer(env: Record<string, string> = {}, now: () => number = Date.now) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '1', ...env });
  const db = openDb(':memory:');
  seedIfEmpty(db, { uploadsDir: path.join(dataDir, 'uploads'), catalogSize: 0 });
  const log: string[] = [];
  // Outbound HTTP (the Bot API, and the fake Bot API's webhook calls) answered by this same app.
  const outbound = (input: string, init?: RequestInit) => {
    const url = new URL(input);
    return Promise.resolve(app.request(url.pathname + url.search, init));
  };
  const app = createApp({ config, db, now, log: (l) => log.push(l), fetch: outbound });
  const call = async (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json: json as Record<string, unknown> & unknown[] };
  };
  /** Signs in by SMS through the demo outbox and returns the token and user id. */
  const signIn = async (phone = '+79161234567') => {
    await call('POST', '/api/wp-json/wc/auth/send_code', { phone });
    const outbox = await call('GET', '/api/dev/sms-outbox');
    const code = (outbox.json as unknown as { code: string }[])[0]!.code;
    const res = await call('POST', '/api/wp-json/wc/auth/check_code', { phone, code });
    return res.json as unknown as { token: string; user_id: number };
  };
  return { app, db, config, call, signIn, log };
}
