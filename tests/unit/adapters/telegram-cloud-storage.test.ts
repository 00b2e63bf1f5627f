// The CloudStorage adapter over the SDK's cloudStorage (issue 18 item 6): null on a client before
// Mini Apps 6.9, the SDK's answers passed on as plain promises, every call bounded by a timeout.
import { describe, expect, it, vi } from 'vitest';
import {
  telegramCloudStorage,
  type CloudStorageSdk,
} from '../../../adapters/telegram/telegram-cloud-storage.ts';

/** The SDK's functions over a Map, as the client answers them ('' for a key never written). */
function fakeSdk(opts: { supported?: boolean; failing?: boolean } = {}) {
  const map = new Map<string, string>();
  const calls: { name: string; options: unknown }[] = [];
  const available = Object.assign(() => true, {});
  const call =
    <A extends unknown[], R>(name: string, fn: (...args: A) => R) =>
    (...args: A) => {
      calls.push({ name, options: args[args.length - 1] });
      if (opts.failing) return Promise.reject(new Error('STORAGE_ERROR'));
      return Promise.resolve(fn(...args));
    };
  const withAvailable = <F extends object>(fn: F) =>
    Object.assign(fn, { isAvailable: available, ifAvailable: fn });
  const sdk = {
    isSupported: () => opts.supported ?? true,
    getItem: withAvailable(
      call('getItem', (keys: string[]) =>
        Object.fromEntries(keys.map((k) => [k, map.get(k) ?? ''])),
      ),
    ),
    setItem: withAvailable(
      call('setItem', (key: string, value: string) => void map.set(key, value)),
    ),
    deleteItem: withAvailable(
      call('deleteItem', (keys: string[]) => keys.forEach((k) => map.delete(k))),
    ),
    getKeys: withAvailable(call('getKeys', () => [...map.keys()])),
  };
  return { sdk: sdk as unknown as CloudStorageSdk, map, calls };
}

describe('telegramCloudStorage', () => {
  it('is null on a client without CloudStorage (before Mini Apps 6.9): device storage only', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(telegramCloudStorage(fakeSdk({ supported: false }).sdk)).toBeNull();
    info.mockRestore();
  });

  it('writes, reads (missing keys as ""), lists and deletes, each call with its timeout', async () => {
    const { sdk, calls } = fakeSdk();
    const cloud = telegramCloudStorage(sdk, 1234)!;
    await cloud.set('favorites', '{"at":1,"data":{"ids":[7]}}');
    expect(await cloud.get(['favorites', 'delivery'])).toEqual({
      favorites: '{"at":1,"data":{"ids":[7]}}',
      delivery: '',
    });
    expect(await cloud.keys()).toEqual(['favorites']);
    await cloud.remove(['favorites']);
    expect(await cloud.keys()).toEqual([]);
    expect(calls.map((c) => c.options)).toEqual(Array(5).fill({ timeout: 1234 }));
  });

  it('asks nothing for no keys', async () => {
    const { sdk, calls } = fakeSdk();
    expect(await telegramCloudStorage(sdk)!.get([])).toEqual({});
    expect(calls).toEqual([]);
  });

  it('rejects when the client refuses, for the stores to keep the device copy', async () => {
    const cloud = telegramCloudStorage(fakeSdk({ failing: true }).sdk)!;
    await expect(cloud.get(['favorites'])).rejects.toThrow('STORAGE_ERROR');
    await expect(cloud.set('favorites', 'x')).rejects.toThrow('STORAGE_ERROR');
  });
});
