// The service worker's files as the server sends them (README "Service worker"): /sw.js and the
// Workbox runtime revalidated on every visit (no-cache) and without a policy of their own, hashed
// assets for a year, /index.html the client-rendered shell the worker keeps, and SERVICE_WORKER=0
// written into the runtime config.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';

function builtDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.copyFileSync('index.html', path.join(dist, 'index.html'));
  fs.writeFileSync(path.join(dist, 'sw.js'), 'define(["./workbox-1a2b3c4d"],function(){});');
  fs.writeFileSync(path.join(dist, 'workbox-1a2b3c4d.js'), 'define([],function(){});');
  fs.writeFileSync(path.join(dist, 'assets', 'home-Ab12Cd34.js'), 'export {};');
  return dist;
}

describe('service worker files', () => {
  const dist = builtDist();
  const s = testServer({ DIST_DIR: dist, SERVER_BUILD_DIR: path.join(dist, 'none') });
  afterAll(() => fs.rmSync(dist, { recursive: true }));

  it('sends /sw.js and the Workbox runtime with no-cache and no policy of their own', async () => {
    for (const url of ['/sw.js', '/workbox-1a2b3c4d.js']) {
      const res = await s.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
    const asset = await s.app.request('/assets/home-Ab12Cd34.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers /index.html (the precached shell) with the page the browser renders alone', async () => {
    const res = await s.app.request('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('data-ssr');
  });

  it('writes SERVICE_WORKER=0 into the runtime config, and nothing when it is on', async () => {
    const off = testServer({ DIST_DIR: dist, SERVICE_WORKER: '0' });
    expect(await (await off.app.request('/runtime-config.js')).text()).toContain(
      '"serviceWorker":false',
    );
    expect(await (await s.app.request('/runtime-config.js')).text()).toContain(
      '"serviceWorker":true',
    );
  });
});
