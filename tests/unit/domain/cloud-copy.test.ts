// What follows a Telegram user (issue 18 item 6): CloudStorage's limits, how a copy is made to fit
// them, and which copy wins when this device's and the cloud's differ.
import { describe, expect, it } from 'vitest';
import {
  CLOUD_VALUE_MAX,
  fitCloudCopy,
  isCloudKey,
  newerCopy,
  readCloudCopy,
  withoutLast,
} from '../../../src/domain/cloud-copy.ts';
import { withoutLastAddress } from '../../../src/domain/saved-address.ts';

describe('isCloudKey: 1–128 characters of A-Z a-z 0-9 _ -', () => {
  it.each<[string, string, boolean]>([
    ['a word', 'favorites', true],
    ['digits, dash and underscore', 'cart_2-b', true],
    ['128 characters', 'k'.repeat(128), true],
    ['empty', '', false],
    ['129 characters', 'k'.repeat(129), false],
    ['a colon (our device keys have one)', 'store:favorites', false],
    ['a space', 'my key', false],
    ['Cyrillic', 'избранное', false],
  ])('%s', (_, key, ok) => expect(isCloudKey(key)).toBe(ok));
});

describe('readCloudCopy', () => {
  it.each<[string, string, unknown]>([
    ['nothing stored (the client answers "")', '', null],
    [
      'a copy',
      '{"at":1700000000000,"data":{"ids":[1]}}',
      { at: 1700000000000, data: { ids: [1] } },
    ],
    ['not JSON', '{"at":', null],
    ['another app’s value', '"hello"', null],
    ['a list', '[1,2]', null],
    ['no time', '{"data":{"ids":[1]}}', null],
    ['a negative time', '{"at":-1,"data":{}}', null],
    ['a time as text', '{"at":"1700000000000","data":{}}', null],
    ['no data', '{"at":5}', null],
  ])('%s', (_, raw, copy) => expect(readCloudCopy(raw)).toEqual(copy));
});

describe('fitCloudCopy: a copy too long loses items by its own rule until it fits', () => {
  const dropFirst = (ids: number[]) => (ids.length > 0 ? ids.slice(1) : null);
  const copyLength = (data: number[]) => JSON.stringify({ at: 5, data }).length;
  const ids = (n: number) => Array.from({ length: n }, (_, i) => 100_000 + i);
  it.each<[string, number[], number, number | null]>([
    ['small: as it is', [1, 2, 3], CLOUD_VALUE_MAX, 3],
    ['empty fits', [], CLOUD_VALUE_MAX, 0],
    ['exactly at the limit', ids(10), copyLength(ids(10)), 10],
    ['one character over: the oldest goes', ids(10), copyLength(ids(10)) - 1, 9],
    // {"at":5,"data":[…]} is 18 characters around 7 per id (6 digits and a comma, one less).
    ['ten into 18 + 3 × 7 − 1', ids(10), 18 + 3 * 7 - 1, 3],
    ['1000 favourites into 4096 characters', ids(1000), CLOUD_VALUE_MAX, 582],
    ['never fits: nothing is written', [1], 5, null],
  ])('%s', (_, data, max, kept) => {
    const fitted = fitCloudCopy(data, 5, dropFirst, max);
    if (kept === null) return expect(fitted).toBeNull();
    expect(fitted!.data).toHaveLength(kept);
    expect(fitted!.value.length).toBeLessThanOrEqual(max);
    expect(JSON.parse(fitted!.value)).toEqual({ at: 5, data: fitted!.data });
    // The newest ones are kept.
    expect(fitted!.data).toEqual(data.slice(data.length - kept));
  });

  it('a shrink that never ends does not hang', () => {
    expect(fitCloudCopy('x'.repeat(10), 1, (s) => s, 8)).toBeNull();
  });
});

describe('newerCopy: the copy changed last wins', () => {
  it.each<[string, number, number | null, string]>([
    ['a fresh device, the cloud holds a copy', 0, 1000, 'cloud'],
    ['the cloud changed later (on another device)', 500, 1000, 'cloud'],
    ['this device changed later (offline, or the write failed)', 2000, 1000, 'device'],
    ['the same copy', 1000, 1000, 'same'],
    ['the cloud holds none: this device’s becomes it', 1000, null, 'device'],
    ['neither changed yet: the device’s (empty) copy is written', 0, null, 'device'],
  ])('%s', (_, deviceAt, cloudAt, winner) => expect(newerCopy(deviceAt, cloudAt)).toBe(winner));
});

describe('one step smaller', () => {
  it.each<[string, number[], number[] | null]>([
    ['the last goes', [1, 2, 3], [1, 2]],
    ['one left', [1], []],
    ['empty: cannot', [], null],
  ])('withoutLast: %s', (_, list, out) => expect(withoutLast(list)).toEqual(out));

  const a = (id: string, isDefault = false) => ({ id, isDefault });
  it.each<[string, ReturnType<typeof a>[], string[] | null]>([
    ['the last (oldest) goes', [a('new'), a('mid'), a('old')], ['new', 'mid']],
    ['the default stays, the last other goes', [a('x'), a('home', true)], ['home']],
    ['the default in the middle stays', [a('x'), a('home', true), a('y')], ['x', 'home']],
    ['only the default: cannot', [a('home', true)], null],
    ['empty: cannot', [], null],
  ])('withoutLastAddress: %s', (_, list, ids) =>
    expect(withoutLastAddress(list)?.map((x) => x.id) ?? null).toEqual(ids),
  );
});
