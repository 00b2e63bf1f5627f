// A screen's own data: loading, failed with a retry, ready; an older key's answer never shown.
import { describe, expect, it } from 'vitest';
import { ScreenLoad } from '../../../src/stores/screen-load';
import type { Result } from '../../../src/api/client';

describe('ScreenLoad', () => {
  it('loads, fails, reloads, and ignores a late answer for an older key', async () => {
    const answers: Array<(r: Result<string>) => void> = [];
    const loader = () => new Promise<Result<string>>((r) => answers.push(r));
    const screen = new ScreenLoad<string>();
    expect(screen.stateFor('a')).toEqual({ status: 'loading' });
    screen.show('a', loader);
    answers[0]!({ ok: false, problem: { kind: 'timeout', temporary: true } });
    await Promise.resolve();
    expect(screen.stateFor('a')).toEqual({ status: 'failed' });
    screen.reload();
    expect(screen.stateFor('a')).toEqual({ status: 'loading' });
    screen.show('b', loader); // another key before the retry answered
    answers[1]!({ ok: true, data: 'old' });
    answers[2]!({ ok: true, data: 'new' });
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.stateFor('a')).toEqual({ status: 'loading' });
    expect(screen.stateFor('b')).toEqual({ status: 'ready', data: 'new' });
    screen.show('b', loader); // same key: no new request
    expect(answers).toHaveLength(3);
    screen.set('spun');
    expect(screen.stateFor('b')).toEqual({ status: 'ready', data: 'spun' });
  });
});

describe('ScreenLoad observed', () => {
  it('an observer of stateFor sees the answer come in', async () => {
    const { autorun } = await import('mobx');
    let answer: (r: Result<string>) => void = () => {};
    const screen = new ScreenLoad<string>();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(screen.stateFor('a').status));
    screen.show('a', () => new Promise<Result<string>>((r) => (answer = r)));
    answer({ ok: true, data: 'x' });
    await Promise.resolve();
    await Promise.resolve();
    stop();
    expect(seen.at(-1)).toBe('ready');
  });
});
