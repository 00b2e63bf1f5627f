import { describe, expect, it } from 'vitest';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import * as z from 'zod/mini';
import { persist } from '../../../src/stores/persist';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
}

class Prefs {
  theme = 'light';
  count = 0;
  notStored = 'x';
  seen = observable.map<string, number>();
  constructor() {
    makeAutoObservable(this);
  }
}

const fields = {
  theme: z.enum(['light', 'dark']),
  count: z.number(),
  seen: z.array(z.tuple([z.string(), z.number()])),
};

describe('persist', () => {
  it('reads what was stored, dropping a bad field, and writes every change back', async () => {
    const storage = memory();
    storage.setItem(
      'store:prefs',
      JSON.stringify({ theme: 'dark', count: 'many', seen: [['a', 1]] }),
    );
    const prefs = new Prefs();
    await persist(prefs, 'prefs', fields, storage);
    expect(prefs.theme).toBe('dark');
    expect(prefs.count).toBe(0);
    expect(prefs.seen.get('a')).toBe(1);
    expect(JSON.parse(storage.getItem('store:prefs')!)).toEqual({
      theme: 'dark',
      seen: [['a', 1]],
    });

    runInAction(() => {
      prefs.count = 3;
      prefs.seen.set('b', 2);
      prefs.notStored = 'y';
    });
    expect(JSON.parse(storage.getItem('store:prefs')!)).toEqual({
      theme: 'dark',
      count: 3,
      seen: [
        ['a', 1],
        ['b', 2],
      ],
    });

    const again = new Prefs();
    await persist(again, 'prefs', fields, storage);
    expect([again.theme, again.count, again.seen.get('b'), again.notStored]).toEqual([
      'dark',
      3,
      2,
      'x',
    ]);
  });

  it('an unreadable entry is removed and the store keeps its defaults', async () => {
    const storage = memory();
    storage.setItem('store:prefs', '{oops');
    const prefs = new Prefs();
    await persist(prefs, 'prefs', fields, storage);
    expect(storage.getItem('store:prefs')).toBeNull();
    expect(prefs.theme).toBe('light');
  });
});
