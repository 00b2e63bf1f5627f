import { describe, expect, it } from 'vitest';
import { idStrings, isFlagOff, isFlagOn, metaValues } from '../../../src/domain/wp-values';
import { cases } from '../../fixtures/cases';

describe('isFlagOn / isFlagOff', () => {
  it.each([
    [true, true, false],
    [1, true, false],
    ['yes', true, false],
    [' YES ', true, false],
    ['1', true, false],
    ['true', true, false],
    [false, false, true],
    [0, false, true],
    ['no', false, true],
    ['0', false, true],
    ['', false, false],
    [null, false, false],
    [undefined, false, false],
  ])('%j: on %s, off %s', (value, on, off) => {
    expect(isFlagOn(value)).toBe(on);
    expect(isFlagOff(value)).toBe(off);
  });
});

describe('idStrings', () => {
  cases('%j -> %j', idStrings, [
    [
      [1, '2', ' 3 ', ''],
      ['1', '2', '3'],
    ],
    [7, ['7']],
    ['8', ['8']],
    [null, []],
    [undefined, []],
  ]);
});

describe('metaValues', () => {
  const meta = [
    { key: 'list', value: ['site', 'app'] },
    { key: 'comma', value: 'site, app' },
    { key: 'php', value: 'a:2:{i:0;s:4:"site";i:1;s:3:"app";}' },
    { key: 'number', value: 3 },
    { key: 'object', value: { nested: true } },
    { key: 'twice', value: 'a' },
    { key: 'twice', value: 'b' },
  ];

  it.each([
    ['list', ['site', 'app']],
    ['comma', ['site', 'app']],
    ['php', ['site', 'app']],
    ['number', ['3']],
    ['object', []],
    ['twice', ['a', 'b']],
    ['missing', []],
  ])('%s -> %j', (key, expected) => {
    expect(metaValues(meta, key)).toEqual(expected);
  });

  it('no meta at all', () => {
    expect(metaValues(null, 'list')).toEqual([]);
  });
});
