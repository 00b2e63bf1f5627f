// Entry point of the website in front of a merchant's backend (`npm run front`): BACKEND_URL names
// the merchant's API (their WordPress), the rest of the configuration is the reference backend's
// (PORT, HOST, PUBLIC_URL, PUBLIC_API_BASE, TRUST_PROXY, CSP_*, …; README "Deployment").
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createFront, frontEnv } from './front.ts';
import { keepConnections } from './http/keep-alive.ts';
import type { Server } from 'node:http';

const env = frontEnv(process.env);
if ('problem' in env) {
  console.error(env.problem);
  process.exit(1);
}
const config = loadConfig({ ...process.env, DEMO: '' });
const { app } = createFront({ config, ...env });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Storefront on http://localhost:${info.port}, in front of ${env.backendUrl}`);
});
keepConnections(server as Server);
