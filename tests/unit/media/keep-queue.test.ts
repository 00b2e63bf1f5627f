import { describe, expect, it } from 'vitest';
import { keepQueue } from '../../../src/media/keep-queue.ts';

/** Idle periods run by hand, and the copies that have started, each finished by hand. */
function harness() {
  const periods: (() => void)[] = [];
  const started: { item: string; done: () => void }[] = [];
  const queue = keepQueue<string>(
    (item) => new Promise<void>((done) => started.push({ item, done })),
    (work) => {
      periods.push(work);
      return () => undefined;
    },
  );
  const idle = async () => {
    periods.shift()?.();
    await Promise.resolve();
  };
  const finish = async (index: number) => {
    started[index]!.done();
    // The chain's .catch and .finally each take a turn.
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };
  return { queue, periods, started, idle, finish };
}

describe('keepQueue: the media copies kept one per idle period', () => {
  it('starts each copy in an idle period of its own, once the one before it is kept', async () => {
    const { queue, periods, started, idle, finish } = harness();
    queue.add('a');
    queue.add('b');
    queue.add('c');
    expect(periods).toHaveLength(1);
    expect(started).toEqual([]);
    await idle();
    expect(started.map((s) => s.item)).toEqual(['a']);
    // No idle period is asked for while 'a' is being kept.
    expect(periods).toHaveLength(0);
    await finish(0);
    expect(periods).toHaveLength(1);
    await idle();
    expect(started.map((s) => s.item)).toEqual(['a', 'b']);
    await finish(1);
    await idle();
    await finish(2);
    expect(started.map((s) => s.item)).toEqual(['a', 'b', 'c']);
    // Nothing left: no further idle period.
    expect(periods).toHaveLength(0);
  });

  it('leaves out a copy taken back before it started', async () => {
    const { queue, started, idle, finish } = harness();
    queue.add('a');
    const takeBack = queue.add('b');
    queue.add('c');
    takeBack();
    await idle();
    await finish(0);
    await idle();
    await finish(1);
    expect(started.map((s) => s.item)).toEqual(['a', 'c']);
  });

  it('goes on after a copy that failed, and starts again when asked after it ran dry', async () => {
    const periods: (() => void)[] = [];
    const seen: string[] = [];
    const queue = keepQueue<string>(
      async (item) => {
        seen.push(item);
        if (item === 'bad') throw new Error('no copy');
      },
      (work) => {
        periods.push(work);
        return () => undefined;
      },
    );
    const drain = async () => {
      while (periods.length > 0) {
        periods.shift()!();
        for (let i = 0; i < 5; i++) await Promise.resolve();
      }
    };
    queue.add('bad');
    queue.add('good');
    await drain();
    expect(seen).toEqual(['bad', 'good']);
    queue.add('later');
    expect(periods).toHaveLength(1);
    await drain();
    expect(seen).toEqual(['bad', 'good', 'later']);
  });
});
