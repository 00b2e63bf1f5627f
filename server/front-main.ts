// Entry point of the website in front of a merchant's backend (`npm run front`): BACKEND_URL names
// the merchant's API (their WordPress), the rest of the configuration is the reference backend's
// (PORT, HOST, PUBLIC_URL, PUBLIC_API_BASE, TRUST_PROXY, CSP_*, …; README "Deployment").
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createFront } from './front.ts';

const backendUrl = (process.env.BACKEND_URL ?? '').trim();
if (!/^https?:\/\/[^/]/.test(backendUrl)) {
  console.error(
    [
      'BACKEND_URL is not set: the address of the merchant’s API, the base under which /wp-json/ answers,',
      'e.g. BACKEND_URL=https://shop.example.com/api npm run front (README, "Deployment").',
    ].join('\n'),
  );
  process.exit(1);
}
const config = loadConfig({ ...process.env, DEMO: '' });
const key = (process.env.REALTIME_KEY ?? '').trim();
const { app } = createFront({
  config,
  backendUrl,
  // Order updates: the merchant's Pusher app (its key and cluster; private channels are signed by
  // the backend at REALTIME_AUTH_ENDPOINT, e.g. https://shop.example.com/api/pusher/auth).
  realtime: key
    ? {
        key,
        cluster: (process.env.REALTIME_CLUSTER ?? 'eu').trim(),
        ...(process.env.REALTIME_AUTH_ENDPOINT
          ? { authEndpoint: process.env.REALTIME_AUTH_ENDPOINT.trim() }
          : {}),
      }
    : null,
});
serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Storefront on http://localhost:${info.port}, in front of ${backendUrl}`);
});
