import { describe, expect, it } from 'vitest';
import {
  cancelDeadline,
  cancelRefusal,
  isActiveOrder,
  isFinalStatus,
  nextStatus,
  ORDER_POLL_MS,
  orderNumberOf,
  orderPollDelay,
  orderProgress,
  orderStatusLabel,
  statusFeedback,
  statusPath,
  type OrderKind,
} from '../../../src/domain/order-status';
import { cases } from '../../fixtures/cases';

describe('orderStatusLabel: SPEC.md §4 statuses shown', () => {
  cases('%s → %s', orderStatusLabel, [
    ['pending', 'Ожидает оплаты'],
    ['processing', 'Принят'],
    ['making', 'Готовится'],
    ['done', 'Готов к выдаче'],
    ['kurier', 'В пути'],
    ['completed', 'Выдан'],
    ['cancelled', 'Отменён'],
    ['on-hold', 'Ожидает оплаты'],
    ['failed', 'Отменён'],
    ['something-new', 'something-new'],
  ]);
});

describe('final and active orders', () => {
  it.each([
    ['pending', false, true],
    ['processing', false, true],
    ['kurier', false, true],
    ['completed', true, false],
    ['cancelled', true, false],
    ['refunded', true, false],
    ['unknown', false, false],
  ])('%s: final %s, active %s', (code, final, active) => {
    expect(isFinalStatus(code)).toBe(final);
    expect(isActiveOrder(code)).toBe(active);
  });
});

describe('the way an order goes', () => {
  cases('%s', statusPath, [
    ['delivery', ['processing', 'making', 'done', 'kurier', 'completed']],
    ['pickup', ['processing', 'making', 'done', 'completed']],
    ['lounge', ['processing', 'making', 'done', 'completed']],
    ['booking', ['processing', 'completed']],
  ]);

  cases('after %s (%s): %s', nextStatus, [
    ['processing', 'delivery', 'making'],
    ['done', 'delivery', 'kurier'],
    ['done', 'pickup', 'completed'],
    ['kurier', 'pickup', null],
    ['completed', 'delivery', null],
    ['pending', 'delivery', null],
    ['cancelled', 'pickup', null],
  ]);
});

describe('cancelRefusal: SPEC.md §9 pending-order cancel time (default 1800 s)', () => {
  const createdAt = Date.parse('2026-11-18T10:00:00Z');
  it.each<[string, string, number, number | undefined, string | null]>([
    ['a pending order at once', 'pending', 0, undefined, null],
    ['an accepted order at 29 min', 'processing', 29 * 60, undefined, null],
    ['exactly at the limit', 'processing', 1800, undefined, null],
    ['a second late', 'processing', 1801, undefined, 'expired'],
    ['a shorter setting', 'processing', 301, 300, 'expired'],
    ['cooking already', 'making', 10, undefined, 'processed'],
    ['handed over', 'completed', 10, undefined, 'processed'],
    ['cancelled before', 'cancelled', 10, undefined, 'cancelled'],
  ])('%s', (_label, status, afterSeconds, setting, expected) => {
    expect(cancelRefusal({ status, createdAt }, createdAt + afterSeconds * 1000, setting)).toBe(
      expected,
    );
  });

  it('the deadline the cancel button shows until', () => {
    expect(cancelDeadline({ status: 'processing', createdAt }, 600)).toBe(createdAt + 600_000);
    expect(cancelDeadline({ status: 'making', createdAt })).toBeNull();
  });
});

describe('orderProgress: the progress line of the order page', () => {
  it.each<[string, OrderKind, string[], number]>([
    ['pending', 'delivery', ['pending', 'processing', 'making', 'done', 'kurier', 'completed'], 0],
    ['processing', 'delivery', ['processing', 'making', 'done', 'kurier', 'completed'], 0],
    ['kurier', 'delivery', ['processing', 'making', 'done', 'kurier', 'completed'], 3],
    ['completed', 'pickup', ['processing', 'making', 'done', 'completed'], 3],
    ['on-hold', 'pickup', ['pending', 'processing', 'making', 'done', 'completed'], 0],
    ['kurier', 'pickup', ['processing', 'making', 'done', 'completed'], -1],
    ['something-new', 'booking', ['processing', 'completed'], -1],
  ])('%s (%s)', (code, kind, steps, current) => {
    expect(orderProgress(code, kind)).toEqual({ steps, current });
  });
});

describe('orderPollDelay: the safety net under live updates', () => {
  cases('%s, live %s → %s', orderPollDelay, [
    ['processing', true, ORDER_POLL_MS.live],
    ['processing', false, ORDER_POLL_MS.fallback],
    ['pending', false, ORDER_POLL_MS.fallback],
    ['kurier', true, ORDER_POLL_MS.live],
    ['completed', false, null],
    ['cancelled', true, null],
  ]);

  it('reads rarely while live, and never leaves a broken socket for long', () => {
    expect(ORDER_POLL_MS.live).toBe(30_000);
    expect(ORDER_POLL_MS.fallback).toBeLessThan(ORDER_POLL_MS.live);
  });
});

describe('statusFeedback: what the phone feels when the status changes', () => {
  cases('%s → %s: %s', statusFeedback, [
    ['processing', 'making', 'light'],
    ['pending', 'processing', 'light'],
    ['making', 'done', 'success'],
    ['kurier', 'completed', 'success'],
    ['processing', 'cancelled', 'warning'],
    ['making', 'making', null],
    ['pending', 'on-hold', null],
    ['making', 'something-new', null],
  ]);
});

describe('orderNumberOf: the order an /order/{id} address names', () => {
  cases('%j: %s', orderNumberOf, [
    ['123', 123],
    ['7', 7],
    ['0', null],
    ['abc', null],
    ['12a', null],
    ['-5', null],
    ['1.5', null],
    ['', null],
    [undefined, null],
  ]);
});
