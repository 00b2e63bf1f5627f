// SPEC.md §9: the cancel button shows until cancel_until, read against the injected clock.
import { describe, expect, it } from 'vitest';
import { cancelTimeLeft } from '../../../src/domain/cancel-window';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('cancelTimeLeft', () => {
  it.each([
    ['processing, 10 min left', 'processing', '2026-03-01T12:10:00Z', 600_000],
    ['pending, 1 s left', 'pending', '2026-03-01T12:00:01Z', 1_000],
    ['deadline is now', 'processing', '2026-03-01T12:00:00Z', null],
    ['deadline past', 'processing', '2026-03-01T11:59:59Z', null],
    ['no deadline', 'processing', null, null],
    ['empty deadline', 'pending', '', null],
    ['unreadable deadline', 'pending', 'soon', null],
    ['completed order', 'completed', '2026-03-01T12:10:00Z', null],
    ['cancelled order', 'cancelled', '2026-03-01T12:10:00Z', null],
    ['timezone offset', 'pending', '2026-03-01T15:05:00+03:00', 300_000],
  ])('%s', (_name, status, until, left) => {
    expect(cancelTimeLeft({ status, cancel_until: until }, now)).toBe(left);
  });
});
