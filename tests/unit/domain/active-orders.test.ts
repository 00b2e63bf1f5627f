import { describe, expect, it } from 'vitest';
import {
  activeAfter,
  activeOrdersPollDelay,
  ORDER_POLL_MS,
} from '../../../src/domain/order-status.ts';

describe("the shell's active orders", () => {
  const orders = [
    { id: 1, status: 'processing', total: '900' },
    { id: 2, status: 'pending', total: '450' },
  ];

  it('takes an update of a still active order as its new status, the rest untouched', () => {
    const after = activeAfter(orders, { id: 1, status: 'kurier' });
    expect(after).toEqual([
      { id: 1, status: 'kurier', total: '900' },
      { id: 2, status: 'pending', total: '450' },
    ]);
    expect(after[1]).toBe(orders[1]);
    expect(orders[0]!.status).toBe('processing');
  });

  it('drops an order once its status is final', () => {
    expect(activeAfter(orders, { id: 2, status: 'completed' })).toEqual([orders[0]]);
    expect(activeAfter(orders, { id: 1, status: 'cancelled' })).toEqual([orders[1]]);
  });

  it('reads as often as an order page while any is left, and not at all without one', () => {
    expect(activeOrdersPollDelay(2, true)).toBe(ORDER_POLL_MS.live);
    expect(activeOrdersPollDelay(1, false)).toBe(ORDER_POLL_MS.fallback);
    expect(activeOrdersPollDelay(0, false)).toBeNull();
  });
});
