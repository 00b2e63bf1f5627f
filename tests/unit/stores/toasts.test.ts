// Toasts (SPEC.md §5, two seconds each): the same words again replace the toast that shows them
// and start its two seconds anew (three dishes added: one 'Товар добавлен в корзину', not a stack);
// other words show beside it, each going after its own two seconds.
import { describe, expect, it } from 'vitest';
import { testRoot } from './store-fixtures.ts';

function withClock() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const clock = {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      timers.push({ at: now + ms, run });
      return timers.length;
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return { root: testRoot({ clock }), advance };
}

describe('toasts', () => {
  it('the same words replace the toast showing them, with two seconds anew', () => {
    const { root, advance } = withClock();
    const texts = () => root.ui.notifications.map((n) => n.text);
    root.ui.notify('Товар добавлен в корзину');
    advance(1500);
    root.ui.notify('Товар добавлен в корзину');
    root.ui.notify('Промокод применён');
    expect(texts()).toEqual(['Товар добавлен в корзину', 'Промокод применён']);
    // The first toast's own two seconds are over; the second's are not.
    advance(600);
    expect(texts()).toEqual(['Товар добавлен в корзину', 'Промокод применён']);
    advance(1400);
    expect(texts()).toEqual([]);
  });

  it('the same words as an error are another toast', () => {
    const { root } = withClock();
    root.ui.notify('Не удалось', 'error');
    root.ui.notify('Не удалось');
    expect(root.ui.notifications.map((n) => n.kind)).toEqual(['error', 'success']);
  });
});
