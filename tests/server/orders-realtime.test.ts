// Contract: following orders live (issue 7): the Pusher endpoint, its channel signatures, where
// the storefront finds it, and the storefront's realtime module against it.
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { listen, seededBackend, testServer } from './harness.ts';
import { CENTRE, orderServer, type Json, type Order } from './order-fixtures.ts';
import { createApp } from '../../server/app.ts';
import {
  channelAuth,
  PusherHub,
  realtimeClientConfig,
} from '../../server/realtime/pusher-server.ts';
import { followChannel } from '../../src/realtime/order-channel.ts';
import { runtimeConfig } from '../../src/config.ts';
import type { OrderUpdate } from '../../src/realtime/channels.ts';

/** The backend on a real port with its Pusher endpoint, as server/main.ts starts it. */
async function liveServer(env: Record<string, string> = {}) {
  const { config, db } = seededBackend({ DEMO: '1', ...env }, 'shop-ws-');
  const hub = new PusherHub({ key: config.realtimeKey, secret: config.realtimeSecret });
  const app = createApp({ config, db, realtime: hub, log: () => {} });
  const { server, port, base, close } = await listen(app.fetch);
  hub.attach(server);
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const burger = (
    db.prepare("SELECT id FROM products WHERE slug = 'burger-classic'").get() as { id: number }
  ).id;
  /** Two classic burgers delivered to Moscow's centre, `where` telling the courier the door. */
  const placeBurgers = async (fields: Json, where: Json, headers: Record<string, string> = {}) =>
    (await (
      await post(
        '/api/wp-json/wc/v3/orders',
        {
          ...fields,
          line_items: [{ product_id: burger, quantity: 2 }],
          shipping_lines: [{ method_id: 'flat_rate' }],
          meta_data: [
            { key: 'lat', value: CENTRE.lat },
            { key: 'long', value: CENTRE.long },
            where,
          ],
        },
        headers,
      )
    ).json()) as Order;
  const stop = async () => {
    hub.close();
    await close();
  };
  return { config, hub, port, base, post, placeBurgers, close: stop };
}

describe('real-time order updates (Pusher protocol)', () => {
  const pusherAuth = (
    s: ReturnType<typeof orderServer>,
    fields: Record<string, string>,
    token?: string,
  ) =>
    s.app.request('/api/pusher/auth', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });

  it("signs the customer's own channel and refuses another's", async () => {
    const s = orderServer();
    const { anna, boris } = await s.annaAndBoris();
    const own = await pusherAuth(
      s,
      { socket_id: '123.456', channel_name: `private-orders-${anna.user_id}` },
      anna.token,
    );
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({
      auth: channelAuth(
        'demo-key',
        s.config.realtimeSecret,
        '123.456',
        `private-orders-${anna.user_id}`,
      ),
    });
    const other = await pusherAuth(
      s,
      { socket_id: '123.456', channel_name: `private-orders-${boris.user_id}` },
      anna.token,
    );
    expect(other.status).toBe(403);
    expect(
      (
        await pusherAuth(s, {
          socket_id: '123.456',
          channel_name: `private-orders-${anna.user_id}`,
        })
      ).status,
    ).toBe(401);
  });

  it('a subscribed pusher client receives UpdateOrderEvent when the order changes', async () => {
    const { config, hub, base, post, placeBurgers, close } = await liveServer();
    const messages: Json[] = [];
    const ws = new WebSocket(
      `${base.replace('http', 'ws')}/app/${config.realtimeKey}?protocol=7&client=js&version=8.4.0`,
    );
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Json));
    const next = (event: string) =>
      vi.waitFor(() => {
        const found = messages.find((m) => m.event === event);
        expect(found).toBeDefined();
        return found!;
      });
    try {
      const established = await next('pusher:connection_established');
      const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
      ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      await next('pusher:pong');

      // Sign in, then subscribe with the signature the backend issues.
      await post('/api/wp-json/wc/auth/send_code', { phone: '+79165554433' });
      const code = (
        (await (await fetch(`${base}/api/dev/sms-outbox`)).json()) as { code: string }[]
      )[0]!.code;
      const user = (await (
        await post('/api/wp-json/wc/auth/check_code', { phone: '+79165554433', code })
      ).json()) as { token: string; user_id: number };
      const bearer = { authorization: `Bearer ${user.token}` };
      const channel = `private-orders-${user.user_id}`;
      ws.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: 'demo-key:forged' } }),
      );
      await next('pusher:subscription_error');
      const signed = (await (
        await post('/api/pusher/auth', { socket_id: socketId, channel_name: channel }, bearer)
      ).json()) as { auth: string };
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signed.auth } }));
      await next('pusher_internal:subscription_succeeded');
      expect(hub.subscribers(channel)).toBe(1);

      const placed = await placeBurgers(
        { payment_method: 'cod', billing: { address_1: 'ул. Покровка, 1' } },
        { key: 'flat', value: '3' },
        bearer,
      );
      await post('/api/wp-json/customer/order/status', {
        order_id: placed.id,
        status: 'cancelled',
        token: user.token,
      });
      const update = await next('UpdateOrderEvent');
      expect(update.channel).toBe(channel);
      expect(JSON.parse(update.data as string)).toEqual({
        id: placed.id,
        status: 'cancelled',
        status_label: 'Отменён',
      });
    } finally {
      ws.close();
      await close();
    }
  });
});

describe('following one order on its private channel', () => {
  const pusherAuth = (s: ReturnType<typeof orderServer>, body: Json, token?: string) =>
    s.call('POST', '/api/pusher/auth', body, token ? { authorization: `Bearer ${token}` } : {});
  const signed = (s: ReturnType<typeof orderServer>, channel: string) => ({
    auth: channelAuth('demo-key', s.config.realtimeSecret, '123.456', channel),
  });

  it('a guest subscribes with the order key; without it, or with another order’s, it is refused', async () => {
    const s = orderServer();
    const first = (await s.place(s.body())).json;
    const second = (
      await s.place(s.body({ billing: { phone: '+79160000003', address_1: 'ул. Покровка, 3' } }))
    ).json;
    const channel = `private-order-${first.id}`;
    const withKey = await pusherAuth(s, {
      socket_id: '123.456',
      channel_name: channel,
      order_key: first.order_key,
    });
    expect(withKey.status).toBe(200);
    expect(withKey.json).toEqual(signed(s, channel));
    // The order page's ?key= may come as `key` too.
    const alias = await pusherAuth(s, {
      socket_id: '123.456',
      channel_name: channel,
      key: first.order_key,
    });
    expect(alias.json).toEqual(signed(s, channel));
    expect((await pusherAuth(s, { socket_id: '123.456', channel_name: channel })).status).toBe(401);
    const foreign = await pusherAuth(s, {
      socket_id: '123.456',
      channel_name: channel,
      order_key: second.order_key,
    });
    expect(foreign.status).toBe(403);
    const nobody = await pusherAuth(s, {
      socket_id: '123.456',
      channel_name: 'private-order-99999',
      order_key: first.order_key,
    });
    expect(nobody.status).toBe(403);
  });

  it("the owner subscribes to the order's channel by token, another customer cannot", async () => {
    const s = orderServer();
    const { anna, boris } = await s.annaAndBoris();
    const placed = await s.placedBy(anna.token);
    const channel = `private-order-${placed.id}`;
    const own = await pusherAuth(s, { socket_id: '123.456', channel_name: channel }, anna.token);
    expect(own.json).toEqual(signed(s, channel));
    const other = await pusherAuth(s, { socket_id: '123.456', channel_name: channel }, boris.token);
    expect(other.status).toBe(403);
    const badSocket = await pusherAuth(s, { socket_id: 'nope', channel_name: channel }, anna.token);
    expect(badSocket.status).toBe(400);
  });
});

describe('/runtime-config.js: where the storefront finds the live updates', () => {
  const read = async (env: Record<string, string>) => {
    const s = testServer(env);
    const res = await s.app.request('/runtime-config.js');
    const text = await res.text();
    const json = text.replace(/^window\.__STOREFRONT_CONFIG__ = /, '').replace(/;\s*$/, '');
    return runtimeConfig(JSON.parse(json) as Parameters<typeof runtimeConfig>[0]);
  };

  it("the demo backend: the page's own host and port, under the API path", async () => {
    expect((await read({})).realtime).toEqual({
      key: 'demo-key',
      cluster: 'eu',
      wsHost: '',
      wsPath: '/api',
    });
  });

  it('an API on another origin: its host, port and TLS', () => {
    expect(
      realtimeClientConfig({
        realtimeKey: 'k',
        realtimeSecret: 's',
        publicApiBase: 'https://shop.example/api/',
      }),
    ).toEqual({
      key: 'k',
      cluster: 'eu',
      wsHost: 'shop.example',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      wsPath: '/api',
    });
  });

  it('no secret to sign private channels: no live updates, the storefront polls', async () => {
    expect((await read({ DEMO: '0' })).realtime).toBeNull();
  });
});

describe("the storefront's realtime module against the backend's Pusher endpoint", () => {
  it('follows an order live: subscribes with the signed channel and hears every status', async () => {
    const { config, hub, port, post, placeBurgers, close } = await liveServer({
      DEMO_ORDER_STEP_MS: '40',
    });
    const realtime = runtimeConfig({ realtime: realtimeClientConfig(config) }).realtime!;
    // A guest's order, paid online: it waits for payment until the page is subscribed.
    const placed = await placeBurgers(
      {
        payment_method: 'demo_online',
        billing: { address_1: 'ул. Покровка, 1', phone: '+79165550000' },
      },
      { key: 'private_house', value: '1' },
    );
    const updates: OrderUpdate[] = [];
    const live: boolean[] = [];
    const stop = followChannel(
      realtime,
      {
        channel: `private-order-${placed.id}`,
        authorize: async (socketId, channel) => {
          const res = await post('/api/pusher/auth', {
            socket_id: socketId,
            channel_name: channel,
            order_key: placed.order_key,
          });
          return res.ok ? ((await res.json()) as { auth: string }).auth : null;
        },
        onUpdate: (u) => updates.push(u),
        onLive: (l) => live.push(l),
      },
      { protocol: 'http:', hostname: '127.0.0.1', port },
    );
    try {
      await vi.waitFor(() => expect(live).toContain(true), { timeout: 5000 });
      expect(hub.subscribers(`private-order-${placed.id}`)).toBe(1);
      await post(`/api/demo-pay/${placed.id}`, { key: placed.order_key, action: 'pay' });
      await vi.waitFor(() => expect(updates.map((u) => u.status)).toContain('completed'), {
        timeout: 5000,
      });
      expect(updates.map((u) => u.status)).toEqual([
        'processing',
        'making',
        'done',
        'kurier',
        'completed',
      ]);
      expect(updates[4]).toEqual({ id: placed.id, status: 'completed', status_label: 'Выдан' });
    } finally {
      stop();
      await vi.waitFor(() => expect(hub.subscribers(`private-order-${placed.id}`)).toBe(0));
      await close();
    }
  });
});
