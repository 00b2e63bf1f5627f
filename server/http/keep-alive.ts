// How long an idle kept-alive connection stays open. Node closes one after 5 s by default; a proxy
// in front (nginx's upstream keepalive, a cloud load balancer: 60 s) may send the next request on
// it at the very moment Node closes it, and the customer gets a 502 for a request that never
// reached the shop. The rule is that the server waits longer than anything in front of it.
import type { Server } from 'node:http';

/** Longer than the usual proxies' idle timeouts (nginx and most load balancers: 60 s). */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnections(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node wants the wait for a request's headers longer than the idle wait.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
