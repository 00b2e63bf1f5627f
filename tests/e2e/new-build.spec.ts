// A new build reaching a customer with the shop open (issue 15, README "Service worker"): the
// browser finds the new worker while a page of the old build is open with a dish in the cart. The
// new build waits (nothing reloads under the cart), is in charge when the customer comes back, and
// the next start without a network is the new build's, with the cart as it was. Both hosts.
//
// "Comes back" is after the shop's page was left with none open (a closed tab, a closed Mini App).
// The page asks the waiting worker to take over as it is left (adapters/service-worker.ts), but a
// reload or a navigation to another of the shop's pages did not make it so in about half of the
// runs here (both hosts; every run when the next page was the cart): the worker got the message,
// its skipWaiting() stayed pending (asked again from the next page, too), and Chromium activated
// it on a later page load, or once no page of the shop was open. So the test checks what holds
// every time.
//
// The shop is reached through a proxy of its own that passes every request to the test server, and
// from the moment the test "deploys" answers two files as a new build would: `sw.js` with a new
// revision of the shell, and the shell (`app-shell.html`) with a mark of the new build. A worker
// differing by a byte is a new worker to the browser, and Workbox precaches what changed: a real
// second build (~1 min of vite on CI's two cores) would test nothing more of the page's side.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';
import { cartDialog, openCart } from './journey.ts';
import { controlled } from './service-worker-state.ts';
import { openHours, productCard, withPickup } from './shop-state.ts';

const DISH = 'Филадельфия';
const SHELL = '/app-shell.html';
const BUILD_MARK = '<meta name="storefront-build" content="B">';

/** The shell's revision in the worker's precache list (vite-plugin-pwa writes one per file). */
const SHELL_REVISION = /\{url:"app-shell\.html",revision:"([0-9a-f]+)"\}/;

interface Deploy {
  /** From now on the proxy answers the new build's worker and shell. */
  newBuild(): void;
  /** The proxy answers the first build's (the test server's own files). */
  firstBuild(): void;
  /** The shell's precache revision in the first build and in the new one. */
  revisions: { old: string; new: string };
}

/** Asks the test server for a file as it answers it, uncompressed. */
function upstreamText(backend: URL, path: string, headers: http.IncomingHttpHeaders) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(
        {
          host: backend.hostname,
          port: backend.port,
          path,
          headers: { ...headers, 'accept-encoding': 'identity' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
        },
      )
      .on('error', reject);
  });
}

const test = base.extend<{ deploy: Deploy }, { shopProxy: { url: string; deploy: Deploy } }>({
  shopProxy: [
    async ({}, use, info) => {
      const backend = new URL(info.project.use.baseURL ?? 'http://localhost:8181');
      const builtWorker = fs.readFileSync('dist/sw.js', 'utf8');
      const old = SHELL_REVISION.exec(builtWorker)?.[1];
      if (!old) throw new Error('dist/sw.js precaches no app-shell.html');
      const revisions = {
        old,
        new: crypto
          .createHash('md5')
          .update(old + BUILD_MARK)
          .digest('hex'),
      };
      const newWorker = builtWorker.replace(old, revisions.new);
      let deployed = false;
      const server = http.createServer((req, res) => {
        const path = new URL(req.url ?? '/', backend).pathname;
        if (deployed && path === '/sw.js') {
          res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
          res.end(newWorker);
          return;
        }
        if (deployed && path === SHELL) {
          upstreamText(backend, req.url ?? SHELL, req.headers).then(
            ({ headers, body }) => {
              const marked = body.replace('<head>', `<head>${BUILD_MARK}`);
              delete headers['content-length'];
              delete headers.etag;
              res.writeHead(200, headers);
              res.end(marked);
            },
            () => res.writeHead(502).end(),
          );
          return;
        }
        const upstream = http.request(
          {
            host: backend.hostname,
            port: backend.port,
            path: req.url,
            method: req.method,
            headers: req.headers,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.writeHead(502).end());
        req.pipe(upstream);
      });
      // The live order updates' WebSocket, passed through as it is.
      server.on('upgrade', (req, socket, head) => {
        const upstream = net.connect(Number(backend.port), backend.hostname, () => {
          upstream.write(
            `${req.method} ${req.url} HTTP/1.1\r\n` +
              Object.entries(req.headers)
                .map(([name, value]) => `${name}: ${String(value)}\r\n`)
                .join('') +
              '\r\n',
          );
          upstream.write(head);
          upstream.pipe(socket);
          socket.pipe(upstream);
        });
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await use({
        url: `http://localhost:${port}`,
        deploy: {
          newBuild: () => void (deployed = true),
          firstBuild: () => void (deployed = false),
          revisions,
        },
      });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shopProxy }, use) => use(shopProxy.url),
  deploy: async ({ shopProxy }, use) => {
    shopProxy.deploy.firstBuild();
    await use(shopProxy.deploy);
  },
});

test.use({ serviceWorkers: 'allow' });
// The first worker's install fetches the whole precache (~1.3 MB) from the shared test server.
test.describe.configure({ timeout: 150_000 });

/** The workers of the page's registration, by state: which is in charge, which waits. */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), active: Boolean(registration?.active) };
  });

/**
 * Whether the registration's new worker is in charge, asked of the workers themselves: with no
 * page of the shop open there is no page to ask.
 */
const newBuildInCharge = async (context: BrowserContext) => {
  const answers = await Promise.all(
    context.serviceWorkers().map((worker) =>
      worker
        .evaluate(() => {
          const { registration } = self as unknown as {
            registration: { waiting: unknown; active: { state: string } | null };
          };
          return !registration.waiting && registration.active?.state === 'activated';
        })
        // A worker the browser has stopped (the old one, once replaced) answers nothing.
        .catch(() => false),
    ),
  );
  return answers.includes(true);
};

/** The revisions of the shell in the worker's precache (Workbox keys it `?__WB_REVISION__=`). */
const shellRevisions = (page: Page) =>
  page.evaluate(async (shell) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === shell) found.push(url.searchParams.get('__WB_REVISION__') ?? '');
      }
    }
    return found;
  }, SHELL);

test('a new build waits while the shop is open, is in charge when the customer comes back, and keeps the cart', async ({
  page,
  context,
  openApp,
  host,
  deploy,
}) => {
  await openHours(page);
  await withPickup(page);
  await openApp('/');
  const card = productCard(page, DISH);
  await expect(card).toContainText('₽');
  await controlled(page);
  await expect.poll(() => shellRevisions(page)).toEqual([deploy.revisions.old]);
  await card.getByRole('button', { name: `Добавить в корзину: ${DISH}` }).click();
  await expect(card.getByTestId('cart-count')).toHaveText('1');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  // The deploy, found while the page is open (the browser checks on its own too, on a page's
  // requests once a day: this is that check, made now).
  deploy.newBuild();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect
    .poll(() => workers(page), { timeout: 20_000 })
    .toEqual({ waiting: true, active: true });

  // It waits: the customer goes on in the old build, the same page, the cart as it was.
  await openCart(page, host);
  await expect(cartDialog(page).getByText(DISH)).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await workers(page)).toEqual({ waiting: true, active: true });
  // The new build's files are in beside the old ones, which stay while the old build is in charge.
  expect((await shellRevisions(page)).sort()).toEqual(
    [deploy.revisions.old, deploy.revisions.new].sort(),
  );

  // The customer leaves (closes the tab or the Mini App) and comes back: the new build is in
  // charge, the old build's files are gone from the precache, and the cart is as it was.
  const address = page.url();
  await page.goto('about:blank');
  await expect.poll(() => newBuildInCharge(context), { timeout: 20_000 }).toBe(true);
  await page.goto(address);
  await expect(productCard(page, DISH).getByTestId('cart-count')).toHaveText('1');
  expect(await workers(page)).toEqual({ waiting: false, active: true });
  await expect.poll(() => shellRevisions(page)).toEqual([deploy.revisions.new]);

  // And it is the one that starts the shop without a network: its shell, the menu, the cart.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('meta[name="storefront-build"]')).toHaveAttribute('content', 'B');
  const offlineCard = productCard(page, DISH);
  await expect(offlineCard).toContainText('₽');
  await expect(offlineCard.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('alert').filter({ hasText: 'Нет связи с магазином' })).toBeVisible();
});
