// The field shapes the models are built from (model-fields.ts): how each reads an absent key, a null,
// an array where an object belongs, and garbage. valibot's own object would read an array as an
// object and skip a field's transform when its key is absent; these tables hold the shapes to what
// the merchant's backend means.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  absentField,
  bool,
  dict,
  idStr,
  looseObject,
  maybe,
  num,
  object,
  optStr,
} from '../../../src/domain/model-fields.ts';
import { workTimeOf } from '../../../src/domain/work-time.ts';

const parsed = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? { ok: r.output } : 'refused';
};

describe('a field read inside an object', () => {
  const shape = looseObject({ s: optStr, b: bool, m: maybe(num), n: v.fallback(num, 0) });
  it.each<[string, unknown, unknown]>([
    ['absent keys', {}, { s: '', b: false, n: 0 }],
    ['nulls', { s: null, b: null, m: null, n: null }, { s: '', b: false, m: null, n: 0 }],
    ['values', { s: 'x', b: '1', m: '7', n: '2.5' }, { s: 'x', b: true, m: 7, n: 2.5 }],
    ['garbage', { s: 'x', b: 'no', m: 'seven', n: 'two' }, { s: 'x', b: false, m: null, n: 0 }],
    ['unknown keys kept', { other: [1] }, { s: '', b: false, n: 0, other: [1] }],
  ])('%s', (_label, input, expected) => {
    const r = parsed(shape, input);
    expect(r).toEqual({ ok: expected });
    // An absent `maybe` stays absent (not null, not undefined under its key).
    if (!Object.hasOwn(input as object, 'm') && r !== 'refused')
      expect('m' in (r.ok as object)).toBe(false);
  });
});

describe('objects and maps refuse arrays (PHP writes an empty map as [])', () => {
  it.each<[string, v.GenericSchema, unknown]>([
    ['object', object({ a: v.fallback(v.string(), '') }), []],
    ['loose object', looseObject({ a: v.fallback(v.string(), '') }), [1, 2]],
    ['map', dict(v.string()), ['x']],
  ])('%s', (_label, schema, input) => {
    expect(parsed(schema, input)).toBe('refused');
  });

  it('a map takes an object', () => {
    expect(parsed(dict(v.string()), { a: 'x' })).toEqual({ ok: { a: 'x' } });
  });

  it('a warehouse whose work time is [] has none (not a week with no open day)', () => {
    expect(workTimeOf({ '101': [] }, '101')).toBeNull();
    expect(workTimeOf({ '101': { around_clock: true } }, '101')).toMatchObject({
      around_clock: true,
      week: [],
    });
  });
});

describe('absentField: what an object gives a field whose key is absent', () => {
  it.each<[string, v.GenericSchema, unknown]>([
    ['a default, run through the field', optStr, { value: '' }],
    ['a default through a transform', bool, { value: false }],
    ['a fallback, as is', v.fallback(num, 3), { value: 3 }],
    ['optional without a default: left out', maybe(num), 'left-out'],
    ['required: the object is refused', idStr, 'refused'],
  ])('%s', (_label, schema, expected) => {
    expect(absentField(schema)).toEqual(expected);
  });

  it('agrees with the object itself', () => {
    for (const field of [optStr, bool, v.fallback(num, 3), maybe(num), idStr]) {
      const r = v.safeParse(looseObject({ f: field }), {});
      const absent = absentField(field);
      if (absent === 'refused') expect(r.success).toBe(false);
      else if (absent === 'left-out') expect(r.success && 'f' in r.output).toBe(false);
      else expect(r.success && r.output.f).toEqual(absent.value);
    }
  });
});
