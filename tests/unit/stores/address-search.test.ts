// The address field's suggestions: one request after the typist stops, a late answer to an older
// query never shown over a newer one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressSearch, ADDRESS_DEBOUNCE_MS } from '../../../src/stores/address-search';

const clock = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) };
const place = (title: string) => ({
  title,
  city: 'Москва',
  coords: [55.7, 37.6] as [number, number],
});

describe('AddressSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once after the last key press', async () => {
    const suggest = vi.fn(async (q: string) => ({ ok: true as const, data: [place(q)] }));
    const search = new AddressSearch({ suggest } as never, clock);
    search.search('Тв', '', false);
    search.search('Твер', '', false);
    search.search('Тверская', '', false);
    expect(search.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('Тверская', '');
    expect(search.status).toBe('done');
    expect(search.items.map((i) => i.title)).toEqual(['Тверская']);
  });

  it('short or paused text asks nothing; a failure says so', async () => {
    const suggest = vi.fn(async () => ({
      ok: false as const,
      problem: { kind: 'timeout' as const },
    }));
    const search = new AddressSearch({ suggest } as never, clock);
    search.search('Т', '', false);
    search.search('Тверская', '', true);
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(suggest).not.toHaveBeenCalled();
    expect(search.status).toBe('idle');
    search.search('Тверская', '', false);
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(search.status).toBe('failed');
  });

  it('an answer that comes after the text changed is dropped', async () => {
    let answer: (v: unknown) => void = () => {};
    const suggest = vi.fn(() => new Promise((r) => (answer = r)));
    const search = new AddressSearch({ suggest } as never, clock);
    search.search('Тверская', '', false);
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    search.search('Т', '', false);
    answer({ ok: true, data: [place('Тверская')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(search.status).toBe('idle');
    expect(search.items).toEqual([]);
  });
});
