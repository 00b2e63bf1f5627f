// pusher-js options from the runtime config (src/config.ts): the merchant's Pusher app (cluster eu,
// TLS), or a Pusher-compatible server such as the reference backend on the page's own host and
// port. Pure: the page's address is a parameter. No import of pusher-js itself (types only), so this
// stays out of every chunk but the realtime one.
import type { Options } from 'pusher-js';
import type { RealtimeConfig } from '../config.ts';

export interface PageAddress {
  protocol: string;
  hostname: string;
  port: string;
}

/** Everything but channelAuthorization, which order-channel.ts adds. */
export function pusherOptions(config: RealtimeConfig, page: PageAddress): Options {
  const base: Options = {
    cluster: config.cluster || 'eu',
    // WebSockets only: no sockjs/xhr fallbacks (they need endpoints the reference backend lacks),
    // polling the order is the fallback instead.
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
  };
  if (config.wsHost === undefined) return { ...base, forceTLS: config.forceTLS ?? true };
  const samePage = config.wsHost === '';
  const pagePort = samePage && page.port ? Number(page.port) : undefined;
  const options: Options = {
    ...base,
    wsHost: samePage ? page.hostname : config.wsHost,
    wsPort: config.wsPort ?? pagePort ?? 80,
    wssPort: config.wssPort ?? pagePort ?? 443,
    // A page served over https can only open wss://; a plain-http page talks plain ws to its host.
    forceTLS: samePage ? page.protocol === 'https:' : (config.forceTLS ?? true),
  };
  if (config.wsPath) options.wsPath = config.wsPath;
  return options;
}
