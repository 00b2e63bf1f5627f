import { describe, expect, it } from 'vitest';
import { pusherOptions } from '../../../src/realtime/pusher-options';
import { runtimeConfig, type RealtimeConfig } from '../../../src/config';

const httpPage = { protocol: 'http:', hostname: 'localhost', port: '8080' };
const httpsPage = { protocol: 'https:', hostname: 'shop.example', port: '' };
const common = { cluster: 'eu', enabledTransports: ['ws', 'wss'], disableStats: true };

describe('pusherOptions: where pusher-js connects (SPEC.md §7: cluster eu, TLS)', () => {
  it.each<[string, RealtimeConfig, typeof httpPage, object]>([
    [
      "the merchant's Pusher app",
      { key: 'k', cluster: 'eu' },
      httpsPage,
      { ...common, forceTLS: true },
    ],
    [
      'the reference backend on a plain-http page: its own host and port, ws',
      { key: 'k', cluster: 'eu', wsHost: '', wsPath: '/api' },
      httpPage,
      {
        ...common,
        wsHost: 'localhost',
        wsPort: 8080,
        wssPort: 8080,
        forceTLS: false,
        wsPath: '/api',
      },
    ],
    [
      'the reference backend behind TLS on the default port: wss on 443',
      { key: 'k', cluster: 'eu', wsHost: '', forceTLS: false },
      httpsPage,
      { ...common, wsHost: 'shop.example', wsPort: 80, wssPort: 443, forceTLS: true },
    ],
    [
      'a Pusher-compatible server elsewhere',
      { key: 'k', cluster: 'mt1', wsHost: 'ws.example', wssPort: 6001 },
      httpPage,
      {
        ...common,
        cluster: 'mt1',
        wsHost: 'ws.example',
        wsPort: 80,
        wssPort: 6001,
        forceTLS: true,
      },
    ],
  ])('%s', (_label, config, page, options) => {
    expect(pusherOptions(config, page)).toEqual(options);
  });
});

describe('runtimeConfig: the realtime part', () => {
  it.each<[string, unknown, RealtimeConfig | null]>([
    ['nothing given: polling only', undefined, null],
    ['null: polling only', null, null],
    ['no key: polling only', { cluster: 'eu' }, null],
    ['a Pusher app', { key: 'k', forceTLS: true }, { key: 'k', cluster: 'eu', forceTLS: true }],
    [
      'the reference backend',
      { key: 'demo-key', cluster: 'eu', wsHost: '', wsPath: '/api/' },
      { key: 'demo-key', cluster: 'eu', wsHost: '', wsPath: '/api' },
    ],
    [
      'nonsense ports are dropped',
      { key: 'k', wsHost: 'h', wsPort: 'x', wssPort: 70000 },
      { key: 'k', cluster: 'eu', wsHost: 'h' },
    ],
  ])('%s', (_label, realtime, expected) => {
    const source = { realtime } as Parameters<typeof runtimeConfig>[0];
    expect(runtimeConfig(source).realtime).toEqual(expected);
  });
});
