// The backend the browser tests run against: a fresh database each run, demo mode on.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { spawnDemoServer } from './demo-server.mjs';
import { staticPortOf } from '../tests/e2e/static-port.mjs';

// A second backend a test starts beside the first (the grocery shop) serves the same build: building
// again there would replace the files the first one's pages are loading.
if (!process.env.E2E_REUSE_BUILD) ensureBuild();

// Outside test-results: Playwright empties that folder at the start of every run.
const dataDir = path.resolve('.e2e-data', `port-${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
// React's production build (scripts/demo-server.mjs): the development build is several times
// slower per server-rendered page.
const child = spawnDemoServer(
  dataDir,
  {
    // A Wednesday afternoon in Moscow, like the browser clock the tests set: shops open, no night promo.
    DEMO_CLOCK_START: process.env.DEMO_CLOCK_START ?? '2026-11-18T14:00:00+03:00',
    // The static host of tests/e2e/static-host.spec.ts calls this API.
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://localhost:${staticPortOf(process.env.PORT)}`,
    SMS_SEND_LIMIT_PER_IP: '1000',
    SMS_CHECK_LIMIT_PER_IP: '1000',
    // Guest orders, bookings and requests, and wrong codes: every browser test is one client
    // (127.0.0.1), and many share the demo's phone numbers.
    GUEST_LIMIT_PER_CLIENT: '10000',
    GUEST_LIMIT_PER_PHONE: '10000',
    CODE_WRONG_PER_CLIENT_PHONE: '1000',
    CODE_WRONG_PER_PHONE: '1000',
    // Demo progression in seconds, not minutes: an order goes accepted → … → handed over while a
    // test watches it live (orders-live.spec.ts), yet stays 'Принят' long enough to be read.
    DEMO_ORDER_STEP_MS: process.env.DEMO_ORDER_STEP_MS ?? '5000',
    // Two browsers share two cores with the server: a cart's pricing can wait its turn longer
    // than production's 250 ms budget (a 503 the order test read once). The budget itself is
    // tested with a clock of its own in tests/server/safe-by-default.test.ts.
    PRICING_BUDGET_MS: '3000',
  },
  'inherit',
);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
