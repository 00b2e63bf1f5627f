// What follows a Telegram user (issue 18 item 6), with a fake CloudStorage and a fake clock: the
// device's copy first, the cloud's merged in when it arrives (the copy changed last wins), changes
// written back once per burst, a failing cloud leaves the device in charge, a copy too long is
// trimmed to fit, and a signed-out user's addresses move into the account when they sign in.
import { describe, expect, it, vi } from 'vitest';
import { runInAction } from 'mobx';
import type { CloudStorage, KeyValueStorage } from '../../../adapters/platform.ts';
import { ApiClient } from '../../../src/api/client.ts';
import { shopApi } from '../../../src/api/shop-api.ts';
import { RootStore, type Clock } from '../../../src/stores/root-store.ts';
import { followCloud } from '../../../src/stores/cloud-follow.ts';
import { featuresOf } from '../../../src/stores/features.ts';
import { persist } from '../../../src/stores/persist.ts';
import { deliveryFields } from '../../../src/stores/stored-fields.ts';
import type { SavedAddressSource } from '../../../src/stores/saved-addresses-store.ts';
import type { SavedAddress } from '../../../src/domain/saved-address.ts';
import { emptyAddress } from '../../../src/domain/saved-address.ts';
import { CLOUD_VALUE_MAX } from '../../../src/domain/cloud-copy.ts';
import { fakePlatform, memoryStorage } from './fake-platform.ts';

const USER = 4242;

/** Telegram's CloudStorage of one user, in a Map; `hold` keeps reads waiting until released. */
function fakeCloud(initial: Record<string, unknown> = {}, opts: { failing?: boolean } = {}) {
  const map = new Map(
    Object.entries(initial).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const writes: { key: string; value: string }[] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> | null = null;
  const cloud: CloudStorage = {
    get: async (keys) => {
      if (held) await held;
      if (opts.failing) throw new Error('timeout');
      return Object.fromEntries(keys.map((k) => [k, map.get(k) ?? '']));
    },
    set: async (key, value) => {
      if (opts.failing) throw new Error('timeout');
      if (value.length > CLOUD_VALUE_MAX) throw new Error('VALUE_TOO_LONG');
      writes.push({ key, value });
      map.set(key, value);
    },
    remove: async (keys) => keys.forEach((k) => map.delete(k)),
    keys: async () => [...map.keys()],
  };
  return {
    cloud,
    map,
    writes,
    copy: (key: string) => JSON.parse(map.get(key) ?? 'null') as { at: number; data: unknown },
    hold() {
      held = new Promise((r) => (release = r));
    },
    release: () => release(),
  };
}

/** A clock the test moves by hand; timers run when their time comes. */
function fakeClock(start = 10_000): Clock & { advance(ms: number): void } {
  let now = start;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimeout: (fn, ms) => void timers.push({ at: now + ms, fn }),
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.fn());
    },
  };
}

function telegramRoot(
  storage: KeyValueStorage,
  cloud: CloudStorage,
  clock: Clock,
  /** The platform's leave listeners go here (the user minimises or closes Telegram). */
  leaving: (() => void)[] = [],
) {
  const platform = {
    ...fakePlatform(storage),
    kind: 'telegram' as const,
    cloud,
    onPresence: (listener: (here: boolean) => void) => {
      leaving.push(() => listener(false));
      return () => undefined;
    },
    telegram: {
      initDataRaw: '',
      user: { id: USER, firstName: 'Анна', lastName: '', username: '', languageCode: 'ru' },
      startParam: null,
    },
  };
  const fetch = vi.fn(async () => new Response('{}', { status: 404 }));
  const client = new ApiClient({
    base: '/api',
    fetch: fetch as typeof globalThis.fetch,
    retries: 1,
  });
  return new RootStore(
    platform,
    shopApi(client, () => 0),
    clock,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const pokrovka = {
  warehouseId: '1',
  title: 'ул. Покровка, 17',
  zone: 'z1',
  coords: [37.645, 55.758] as [number, number],
  pointId: null,
  city: 'Москва',
  details: { flat: '12', entrance: '', floor: '', intercom: '', comment: '', privateHouse: false },
};

const home: SavedAddress = {
  ...emptyAddress(),
  id: 'tg-1',
  name: 'Дом',
  address: 'ул. Покровка, 17',
  coords: [37.645, 55.758],
  city: 'Москва',
  flat: '12',
  isDefault: true,
};

describe('followCloud', () => {
  it('a second device finds favourites, the delivery choice and the addresses in the cloud', async () => {
    const { cloud, writes } = fakeCloud({
      favorites: { at: 500, data: { ids: [7, 3] } },
      delivery: {
        at: 500,
        data: { kind: 'delivery', shippingMethodId: 'flat_rate:1', location: pokrovka, recent: [] },
      },
      addresses: { at: 500, data: { list: [home] } },
    });
    const clock = fakeClock();
    const root = telegramRoot(memoryStorage(), cloud, clock);
    await followCloud(root, cloud);
    expect(root.favorites.ids).toEqual([7, 3]);
    expect(root.delivery.kind).toBe('delivery');
    expect(root.delivery.shippingMethodId).toBe('flat_rate:1');
    expect(root.delivery.location).toEqual(pokrovka);
    expect(root.cloudAddresses?.list).toEqual([home]);
    // Taking the cloud's copy is not a change to write back.
    clock.advance(5_000);
    await settle();
    expect(writes).toEqual([]);
  });

  it('the device’s copy shows first; the cloud’s merges in when it arrives', async () => {
    const fake = fakeCloud({ favorites: { at: 500, data: { ids: [9] } } });
    fake.hold();
    const storage = memoryStorage({ 'store:favorites': JSON.stringify({ ids: [1] }) });
    const root = telegramRoot(storage, fake.cloud, fakeClock());
    await root.favorites.start();
    const following = followCloud(root, fake.cloud);
    await settle();
    expect(root.favorites.ids).toEqual([1]);
    fake.release();
    await following;
    expect(root.favorites.ids).toEqual([9]);
    // …and the device keeps it for the next start.
    expect(JSON.parse(storage.getItem('store:favorites')!)).toEqual({ ids: [9] });
  });

  it('a burst of changes is one write of the latest state, after the cloud was read', async () => {
    const fake = fakeCloud({ favorites: { at: 500, data: { ids: [] } } });
    const clock = fakeClock();
    const root = telegramRoot(memoryStorage(), fake.cloud, clock);
    await followCloud(root, fake.cloud);
    // The cloud held no delivery choice and no addresses: this device's become them.
    clock.advance(800);
    await settle();
    expect(fake.writes.map((w) => w.key).sort()).toEqual(['addresses', 'delivery']);
    fake.writes.length = 0;
    root.favorites.toggle(1);
    clock.advance(100);
    root.favorites.toggle(2);
    root.favorites.toggle(3);
    expect(fake.writes).toEqual([]);
    clock.advance(800);
    await settle();
    expect(fake.writes.map((w) => w.key)).toEqual(['favorites']);
    expect(fake.copy('favorites')).toEqual({ at: 10_900, data: { ids: [1, 2, 3] } });
    root.delivery.choose('pickup', 'local_pickup:2', { ...pokrovka, title: 'Тарелка на Тверской' });
    clock.advance(800);
    await settle();
    expect(fake.writes.map((w) => w.key)).toEqual(['favorites', 'delivery']);
    expect(fake.copy('delivery').data).toMatchObject({
      kind: 'pickup',
      shippingMethodId: 'local_pickup:2',
      location: { title: 'Тарелка на Тверской' },
    });
  });

  it('a change made just before leaving the app is written as it leaves, not after the wait', async () => {
    const fake = fakeCloud({
      favorites: { at: 500, data: { ids: [] } },
      delivery: {
        at: 500,
        data: { kind: null, shippingMethodId: null, location: null, recent: [] },
      },
      addresses: { at: 500, data: { list: [] } },
    });
    const clock = fakeClock();
    const leaving: (() => void)[] = [];
    const root = telegramRoot(memoryStorage(), fake.cloud, clock, leaving);
    await followCloud(root, fake.cloud);
    expect(leaving).toHaveLength(1);
    // Leaving with nothing changed writes nothing.
    leaving.forEach((leave) => leave());
    await settle();
    expect(fake.writes).toEqual([]);
    root.favorites.toggle(5);
    clock.advance(100);
    leaving.forEach((leave) => leave());
    await settle();
    expect(fake.writes.map((w) => w.key)).toEqual(['favorites']);
    expect(fake.copy('favorites')).toEqual({ at: 10_000, data: { ids: [5] } });
    // The wait's end finds it written: no second write of the same copy.
    clock.advance(800);
    await settle();
    expect(fake.writes).toHaveLength(1);
  });

  it('the copy changed last wins: this device changed later, so its copy goes to the cloud', async () => {
    const fake = fakeCloud({ favorites: { at: 500, data: { ids: [9] } } });
    const storage = memoryStorage({
      'store:favorites': JSON.stringify({ ids: [1, 2] }),
      'store:cloud-stamps': JSON.stringify({ user: USER, at: { favorites: 900 } }),
    });
    const clock = fakeClock();
    const root = telegramRoot(storage, fake.cloud, clock);
    await root.favorites.start();
    await followCloud(root, fake.cloud);
    expect(root.favorites.ids).toEqual([1, 2]);
    clock.advance(800);
    await settle();
    expect(fake.copy('favorites')).toEqual({ at: 900, data: { ids: [1, 2] } });
  });

  it('another Telegram user’s times on this device do not count: the cloud’s copy wins', async () => {
    const fake = fakeCloud({ favorites: { at: 500, data: { ids: [9] } } });
    const storage = memoryStorage({
      'store:favorites': JSON.stringify({ ids: [1, 2] }),
      'store:cloud-stamps': JSON.stringify({ user: 1, at: { favorites: 900 } }),
    });
    const root = telegramRoot(storage, fake.cloud, fakeClock());
    await root.favorites.start();
    await followCloud(root, fake.cloud);
    expect(root.favorites.ids).toEqual([9]);
  });

  it('a cloud that does not answer leaves the device’s copy, and nothing is written over it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakeCloud({}, { failing: true });
    const storage = memoryStorage({ 'store:favorites': JSON.stringify({ ids: [1] }) });
    const clock = fakeClock();
    const root = telegramRoot(storage, fake.cloud, clock);
    await root.favorites.start();
    await followCloud(root, fake.cloud);
    root.favorites.toggle(2);
    clock.advance(5_000);
    await settle();
    expect(root.favorites.ids).toEqual([1, 2]);
    expect(fake.writes).toEqual([]);
    // The change keeps its time on the device: the next start finds it the newer copy.
    expect(JSON.parse(storage.getItem('store:cloud-stamps')!).at.favorites).toBe(10_000);
    warn.mockRestore();
  });

  it('an unreadable cloud copy is ignored and replaced by the device’s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakeCloud({ delivery: { at: 500, data: { kind: 'teleport' } } });
    const clock = fakeClock();
    const storage = memoryStorage();
    const root = telegramRoot(storage, fake.cloud, clock);
    await persist(root.delivery, 'delivery', deliveryFields, storage);
    await followCloud(root, fake.cloud);
    expect(root.delivery.kind).toBe('delivery');
    clock.advance(800);
    await settle();
    expect(fake.copy('delivery').data).toMatchObject({ kind: 'delivery', location: null });
    warn.mockRestore();
  });

  it('favourites too many for 4096 characters: the newest go to the cloud, all stay on the device', async () => {
    const fake = fakeCloud({ favorites: { at: 500, data: { ids: [] } } });
    const clock = fakeClock();
    const root = telegramRoot(memoryStorage(), fake.cloud, clock);
    await followCloud(root, fake.cloud);
    const many = Array.from({ length: 1000 }, (_, i) => 100_000 + i);
    runInAction(() => (root.favorites.ids = many));
    clock.advance(800);
    await settle();
    const stored = fake.map.get('favorites')!;
    expect(stored.length).toBeLessThanOrEqual(CLOUD_VALUE_MAX);
    const ids = (fake.copy('favorites').data as { ids: number[] }).ids;
    expect(ids.at(-1)).toBe(100_999);
    expect(ids.length).toBeGreaterThan(500);
    expect(root.favorites.ids).toHaveLength(1000);
  });
});

describe('saved addresses of a Telegram user not signed in to the shop', () => {
  it('are kept in the cloud; signing in moves them into the account', async () => {
    const fake = fakeCloud();
    const clock = fakeClock();
    const root = telegramRoot(memoryStorage(), fake.cloud, clock);
    await followCloud(root, fake.cloud);
    const account: SavedAddress[] = [];
    const saves: string[] = [];
    const accountSource: SavedAddressSource = {
      list: async () => ({ ok: true, data: [...account] }),
      save: async (draft) => {
        saves.push(draft.name);
        account.push({ ...draft, id: `acc-${account.length + 1}` });
        return { ok: true, data: [...account] };
      },
      remove: async () => ({ ok: true, data: [...account] }),
    };
    const features = featuresOf(root, { addressSource: accountSource });
    const saved = features.addresses;
    expect(saved.available).toBe(true);

    const result = await saved.save({ ...home, id: null });
    expect(result.ok).toBe(true);
    expect(saved.list.map((a) => a.name)).toEqual(['Дом']);
    clock.advance(800);
    await settle();
    expect((fake.copy('addresses').data as { list: SavedAddress[] }).list).toMatchObject([
      { name: 'Дом', address: 'ул. Покровка, 17', flat: '12', isDefault: true },
    ]);

    // Signing in: the account's list is the one in use, and the cloud's addresses move into it.
    runInAction(() => {
      root.user.token = 'tok';
      root.user.user = { ID: 5, telegram_id: String(USER) } as never;
    });
    await saved.load();
    for (let i = 0; i < 20 && root.cloudAddresses!.list.length > 0; i++) await settle();
    expect(saves).toEqual(['Дом']);
    expect(saved.list.map((a) => [a.id, a.name, a.isDefault])).toEqual([['acc-1', 'Дом', true]]);
    expect(root.cloudAddresses!.list).toEqual([]);
  });
});
