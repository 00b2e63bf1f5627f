// A guest's orders kept on the device (issue 12 item 3): what storage gives back is tidied.
import { describe, expect, it } from 'vitest';
import {
  GUEST_ORDER_KEEP_MS,
  GUEST_ORDERS_MAX,
  tidyGuestOrders,
  withGuestOrder,
} from '../../../src/domain/guest-orders.ts';

const NOW = Date.parse('2026-11-18T11:00:00Z');
const ref = (id: number, ageMs = 0, key = `wc_order_${id}`) => ({ id, key, at: NOW - ageMs });

describe('tidyGuestOrders', () => {
  it.each<[string, unknown, number[]]>([
    ['newest first', [ref(1, 5000), ref(2, 1000)], [2, 1]],
    ['one per order', [ref(1, 1000), ref(1, 5000)], [1]],
    ['an expired one goes', [ref(1, GUEST_ORDER_KEEP_MS + 1), ref(2)], [2]],
    ['one from the future (a wrong clock) goes', [{ id: 3, key: 'k', at: NOW + 86_400_000 }], []],
    [
      'malformed entries go',
      [{ id: '1', key: 'k', at: NOW }, { id: 2, key: '', at: NOW }, { id: 3 }, null, 'x', ref(4)],
      [4],
    ],
    ['not a list', { id: 1 }, []],
    [
      'at most the maximum',
      Array.from({ length: 15 }, (_, i) => ref(i + 1, i)),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    ],
  ])('%s', (_label, raw, ids) => {
    expect(tidyGuestOrders(raw, NOW).map((r) => r.id)).toEqual(ids);
  });

  it('keeps only the known fields', () => {
    expect(tidyGuestOrders([{ ...ref(1), extra: 'x' }], NOW)).toEqual([ref(1)]);
  });
});

describe('withGuestOrder', () => {
  it('puts a new order first and keeps the maximum', () => {
    const list = Array.from({ length: GUEST_ORDERS_MAX }, (_, i) => ref(i + 1, (i + 1) * 1000));
    const next = withGuestOrder(list, ref(99));
    expect(next[0]).toEqual(ref(99));
    expect(next).toHaveLength(GUEST_ORDERS_MAX);
    expect(next.some((r) => r.id === GUEST_ORDERS_MAX)).toBe(false);
  });
});
