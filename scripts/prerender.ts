// `npm run prerender`: the shop's public pages as HTML files in dist/ for a static host, from the
// data of the backend at BACKEND_URL (server/render/prerender.ts; README "Static hosting").
// Run after `npm run build`, and again whenever the menu, the settings or the blog change.
import { loadConfig } from '../server/config.ts';
import { frontEnv } from '../server/front.ts';
import { prerender } from '../server/render/prerender.ts';

const env = frontEnv(process.env);
if ('problem' in env) {
  console.error(
    `${env.problem}\nThen: BACKEND_URL=… PUBLIC_URL=https://your-shop.example npm run prerender`,
  );
  process.exit(1);
}
if (!process.env.PUBLIC_URL)
  console.warn(
    'PUBLIC_URL is not set: canonical links, og:url and the sitemap use the settings’ front_url, or http://localhost.',
  );
// A static host has no /api of its own: the browser calls the backend at its public address.
const config = loadConfig({
  ...process.env,
  DEMO: '',
  PUBLIC_API_BASE: process.env.PUBLIC_API_BASE ?? env.backendUrl,
});
prerender({ config, ...env }).catch((error: unknown) => {
  console.error(`prerender failed: ${(error as Error).message}`);
  process.exit(1);
});
