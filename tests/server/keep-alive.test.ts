// A kept-alive connection outlives Node's default 5 s: a proxy's next request on it after a pause
// reaches the shop instead of a closed socket (the proxy's 502).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnections } from '../../server/http/keep-alive.ts';

const app = new Hono().get('/', (c) => c.text('ok'));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
keepConnections(server);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request on the agent's connection: the body, and the socket's local port (its identity). */
function ask(agent: http.Agent): Promise<{ body: string; port: number }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      const local = res.socket.localPort!; // the socket goes back to the agent by the end
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ body, port: local }));
    });
    req.on('error', reject);
  });
}

describe('kept-alive connections', () => {
  it('wait longer than the proxies in front (60 s)', () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('stay open past Node’s default 5 s: the next request goes on the same connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await ask(agent);
    // Past the 5 s and the grace Node adds to it (without keepConnections the connection is gone
    // by now, and the second request goes on a new one: checked).
    await new Promise((r) => setTimeout(r, 7_000));
    const second = await ask(agent);
    agent.destroy();
    expect([first.body, second.body]).toEqual(['ok', 'ok']);
    expect(second.port).toBe(first.port);
  }, 15_000);
});
