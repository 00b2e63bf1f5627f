import { expect, it } from 'vitest';

/**
 * One test per row of a plain input -> output table: every row holds the
 * arguments of `fn` followed by what it should return. The title is a vitest
 * `it.each` format over the whole row ('%s -> %s', '%j on %s -> %j', ...).
 * A primitive result is compared with `toBe`, an object or array with `toEqual`.
 */
export function cases<Args extends unknown[], Result>(
  title: string,
  fn: (...args: Args) => Result,
  rows: ReadonlyArray<readonly [...Args, Result]>,
): void {
  it.each(rows.map((row) => [...row]))(title, (...row: unknown[]) => {
    const expected = row.pop() as Result;
    const actual = fn(...(row as Args));
    if (typeof expected === 'object' && expected !== null) expect(actual).toEqual(expected);
    else expect(actual).toBe(expected);
  });
}
