// The order page's follower: live updates first, polling as the safety net, never undone by a
// late read; the shell's active orders follow the same way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderFollower } from '../../../src/stores/order-follower';
import { ActiveOrders } from '../../../src/stores/active-orders-store';
import { orderSchema, type Order, type OrderRating } from '../../../src/api/orders-api';
import type { Result } from '../../../src/api/client';
import type { Follow } from '../../../src/realtime/channels';
import type { OrderChannelModule } from '../../../src/realtime/live-channel';
import * as v from 'valibot';

const order = (status: string, id = 7): Order =>
  v.parse(orderSchema, { id, status, total: '741.00', order_kind: 'delivery', order_key: 'wc_k' });

/** A realtime module that records follows instead of opening a socket. */
function fakeRealtime() {
  const follows: Follow[] = [];
  const stopped: string[] = [];
  const module = {
    followChannel: (_config: unknown, follow: Follow) => {
      follows.push(follow);
      return () => stopped.push(follow.channel);
    },
  } as unknown as OrderChannelModule;
  return { follows, stopped, load: () => Promise.resolve(module) };
}

const realtime = { key: 'demo-key', cluster: 'eu', wsHost: '' };
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('OrderFollower', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(statuses: string[]) {
    const answers = [...statuses];
    const get = vi.fn(async (): Promise<Result<Order>> => {
      const status = answers.length > 1 ? answers.shift()! : answers[0]!;
      return { ok: true, data: order(status) };
    });
    const channelAuth = vi.fn(async () => ({ ok: true as const, data: { auth: 'demo-key:sig' } }));
    const rt = fakeRealtime();
    const changes: string[] = [];
    const follower = new OrderFollower('7', 'wc_k', {
      api: { get, channelAuth } as never,
      realtime,
      loadRealtime: rt.load,
      onStatusChange: (from, to) => changes.push(`${from}→${to}`),
    });
    return { follower, get, channelAuth, rt, changes };
  }

  it('reads the order, follows its channel, and takes each update as it comes', async () => {
    const { follower, get, rt, changes } = setup(['processing']);
    follower.start();
    await flush();
    expect(follower.order?.status).toBe('processing');
    expect(rt.follows.map((f) => f.channel)).toEqual(['private-order-7']);
    expect(await rt.follows[0]!.authorize('1.2', 'private-order-7')).toBe('demo-key:sig');

    rt.follows[0]!.onLive(true);
    await flush();
    expect(follower.live).toBe(true);
    expect(get).toHaveBeenCalledTimes(2); // once more on subscribing: nothing missed in between

    rt.follows[0]!.onUpdate({ id: 7, status: 'making', status_label: 'Готовится' });
    rt.follows[0]!.onUpdate({ id: 8, status: 'completed', status_label: 'Выдан' });
    expect(follower.order?.status).toBe('making');
    expect(changes).toEqual(['processing→making']);
    expect(get).toHaveBeenCalledTimes(2);
    follower.stop();
  });

  it('polls every 30 s while live and every 10 s while the socket is down', async () => {
    const { follower, get, rt } = setup(['making']);
    follower.start();
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(get).toHaveBeenCalledTimes(2);
    rt.follows[0]!.onLive(true);
    await flush();
    expect(get).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(get).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(get).toHaveBeenCalledTimes(4);
    rt.follows[0]!.onLive(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(get).toHaveBeenCalledTimes(5);
    follower.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(get).toHaveBeenCalledTimes(5);
    expect(rt.stopped).toEqual(['private-order-7']);
  });

  it('a read that started before a live update does not undo it', async () => {
    const { follower, get, rt } = setup(['processing']);
    follower.start();
    await flush();
    let answer: (r: Result<Order>) => void = () => {};
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const late = follower.refresh();
    rt.follows[0]!.onUpdate({ id: 7, status: 'making', status_label: 'Готовится' });
    answer({ ok: true, data: order('processing') });
    await late;
    expect(follower.order?.status).toBe('making');
    follower.stop();
  });

  it('a final status stops following and reads the final order once', async () => {
    const { follower, get, rt, changes } = setup(['kurier', 'completed']);
    follower.start();
    await flush();
    rt.follows[0]!.onUpdate({ id: 7, status: 'completed', status_label: 'Выдан' });
    await flush();
    expect(follower.order?.status).toBe('completed');
    expect(rt.stopped).toEqual(['private-order-7']);
    expect(get).toHaveBeenCalledTimes(2);
    expect(changes).toEqual(['kurier→completed']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('back in the app (inside Telegram), it reads at once; leaving reads nothing', async () => {
    const get = vi.fn(async (): Promise<Result<Order>> => ({ ok: true, data: order('making') }));
    let tell: ((here: boolean) => void) | null = null;
    const follower = new OrderFollower('7', null, {
      api: { get, channelAuth: vi.fn() } as never,
      realtime,
      loadRealtime: fakeRealtime().load,
      presence: (listener) => {
        tell = listener;
        return () => (tell = null);
      },
    });
    follower.start();
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
    // The kitchen moved it while the app was minimised and the socket missed it.
    get.mockResolvedValue({ ok: true, data: order('kurier') });
    tell!(false);
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
    tell!(true);
    await flush();
    expect(get).toHaveBeenCalledTimes(2);
    expect(follower.order?.status).toBe('kurier');
    // Stopped (the page left), it no longer listens.
    follower.stop();
    expect(tell).toBeNull();
  });

  it('without realtime configured it polls alone; a refused read asks to sign in', async () => {
    const get = vi.fn(async (): Promise<Result<Order>> => ({ ok: true, data: order('making') }));
    const follower = new OrderFollower('7', null, {
      api: { get, channelAuth: vi.fn() } as never,
      realtime: null,
    });
    follower.start();
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(get).toHaveBeenCalledTimes(2);
    get.mockResolvedValueOnce({ ok: false, problem: { kind: 'unauthorized', message: '' } });
    await follower.refresh();
    expect(follower.problem).toEqual({ kind: 'sign-in' });
    expect(follower.order).toBeNull();
    follower.stop();
  });
});

describe('ActiveOrders', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(orders: Order[]) {
    const list = vi.fn(async (): Promise<Result<Order[]>> => ({ ok: true, data: orders }));
    const rt = fakeRealtime();
    const active = new ActiveOrders(42, {
      api: { list, channelAuth: vi.fn() } as never,
      realtime,
      loadRealtime: rt.load,
    });
    return { list, rt, active };
  }

  it("lists non-final orders, follows the customer's channel, and drops a finished one", async () => {
    const { list, rt, active } = setup([
      order('kurier', 9),
      order('completed', 8),
      order('pending', 7),
    ]);
    active.start();
    await flush();
    expect(active.orders.map((o) => [o.id, o.status])).toEqual([
      [9, 'kurier'],
      [7, 'pending'],
    ]);
    expect(rt.follows.map((f) => f.channel)).toEqual(['private-orders-42']);
    rt.follows[0]!.onUpdate({ id: 7, status: 'processing', status_label: 'Принят' });
    rt.follows[0]!.onUpdate({ id: 9, status: 'completed', status_label: 'Выдан' });
    expect(active.orders.map((o) => [o.id, o.status])).toEqual([[7, 'processing']]);
    // An order the list has not seen yet (placed since): the list is read again.
    rt.follows[0]!.onUpdate({ id: 10, status: 'making', status_label: 'Готовится' });
    expect(list).toHaveBeenCalledTimes(2);
    active.stop();
  });

  it('says when its first read is over, whatever the answer (the strip then takes its room)', async () => {
    for (const answer of [
      { ok: true as const, data: [order('pending', 7)] },
      { ok: true as const, data: [] },
      { ok: false as const, problem: { kind: 'cannot-connect' as const, temporary: true } },
    ]) {
      const active = new ActiveOrders(42, {
        api: { list: vi.fn(async () => answer), channelAuth: vi.fn() } as never,
        realtime: null,
      });
      expect(active.read).toBe(false);
      active.start();
      await flush();
      expect(active.read).toBe(true);
      active.stop();
    }
  });

  it('no active order: no socket and no polling', async () => {
    const { list, rt, active } = setup([order('completed', 8)]);
    active.start();
    await flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(list).toHaveBeenCalledTimes(1);
    expect(rt.follows).toEqual([]);
    active.know(8);
    active.know(8);
    expect(list).toHaveBeenCalledTimes(2);
    active.stop();
  });
});

describe('OrderFollower actions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const cancelled = async (): Promise<Result<Order>> => ({ ok: true, data: order('cancelled') });
  const rated = (rating: number, review: string) => async (): Promise<Result<OrderRating>> => ({
    ok: true,
    data: { rating, review, date_created: '' },
  });

  /** A follower of order 7, started, whose cancel and rate calls answer as given. */
  async function started(
    cancel: () => Promise<Result<Order>>,
    rate: () => Promise<Result<OrderRating>> = rated(5, ''),
  ) {
    const api = {
      get: vi.fn(async (): Promise<Result<Order>> => ({ ok: true, data: order('processing') })),
      channelAuth: vi.fn(),
      cancel: vi.fn(cancel),
      rate: vi.fn(rate),
    };
    const follower = new OrderFollower('7', 'wc_k', {
      api: api as never,
      realtime: null,
      token: () => 'tok',
    });
    follower.start();
    await flush();
    return { follower, api };
  }

  it('cancels with the token and the key, and shows the answer', async () => {
    const { follower, api } = await started(cancelled);
    expect(await follower.cancel()).toEqual({ ok: true });
    expect(api.cancel).toHaveBeenCalledWith(7, 'tok', 'wc_k');
    expect(follower.order?.status).toBe('cancelled');
    follower.stop();
  });

  it('a refused cancel keeps the order and gives the shop’s words', async () => {
    const { follower } = await started(async () => ({
      ok: false,
      problem: {
        kind: 'rejected',
        status: 409,
        code: 'order_processed',
        message: 'Заказ уже обработан',
      },
    }));
    expect(await follower.cancel()).toEqual({ ok: false, message: 'Заказ уже обработан' });
    expect(follower.order?.status).toBe('processing');
    follower.stop();
  });

  it('rates once and keeps the rating on the order', async () => {
    const { follower, api } = await started(cancelled, rated(4, 'ok'));
    expect(await follower.rate(4, 'ok')).toEqual({ ok: true });
    expect(api.rate).toHaveBeenCalledWith(7, 4, 'ok', 'wc_k');
    expect(follower.order?.rating).toMatchObject({ rating: 4, review: 'ok' });
    follower.stop();
  });
});
