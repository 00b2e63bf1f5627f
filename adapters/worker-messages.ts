// What the service worker tells the page (README "Service worker"): that the network failed and it
// answered from its cache. Heard from the entry's first run: the browser hands a page its worker's
// messages from the page's DOMContentLoaded on, and one that finds no listener then is lost. The
// worker's adapter (service-worker.ts) loads when the page is idle, after a start's first answers:
// an offline start from the kept shell had its failures said before anyone listened, and showed the
// kept menu without the offline notice.

const NETWORK_FAILED = 'storefront:network-failed';

let heardFailure = false;
let onFailure: (() => void) | null = null;

/** Listens to the worker from now on (the entry calls it as it is first run). */
export function hearWorker(): void {
  try {
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== NETWORK_FAILED) return;
      if (onFailure) onFailure();
      else heardFailure = true;
    });
  } catch {
    // No worker here (a sandboxed or insecure page): nothing to hear.
  }
}

/** `listener` runs for each failure the worker tells of from now on, and at once for one before. */
export function whenNetworkFailed(listener: () => void): void {
  onFailure = listener;
  if (heardFailure) {
    heardFailure = false;
    listener();
  }
}
