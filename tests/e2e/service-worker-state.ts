// What the page's service worker is doing, for the specs that let it run (offline.spec.ts,
// new-build.spec.ts; playwright.config.ts blocks it for the others).
import type { Page } from '@playwright/test';

/** Until a service worker controls the page (it has installed: precached the build). */
export async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}
