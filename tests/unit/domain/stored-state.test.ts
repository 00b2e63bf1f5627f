import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { countsById, productIds, readStored } from '../../../src/domain/stored-state';

const fields = {
  ids: productIds,
  seen: countsById,
  theme: v.nullable(v.picklist(['light', 'dark'])),
  chosen: v.boolean(),
};

describe('readStored: each stored field checked on its own', () => {
  it.each<[string, string | null, Record<string, unknown>, string[], boolean]>([
    ['nothing stored', null, {}, [], false],
    ['not JSON', '{ids:', {}, [], true],
    ['JSON that is not an object', '[1,2]', {}, [], true],
    ['a number', '7', {}, [], true],
    ['good values', '{"ids":[3,1],"theme":"dark"}', { ids: [3, 1], theme: 'dark' }, [], false],
    ['favourites of the wrong type', '{"ids":7,"theme":"dark"}', { theme: 'dark' }, ['ids'], false],
    ['bad items left out of a list', '{"ids":[1,"x",-2,1.5,null,4,1]}', { ids: [1, 4] }, [], false],
    ['bad counters left out', '{"seen":{"1":2,"2":"x","3":-1}}', { seen: { '1': 2 } }, [], false],
    ['seen as a list', '{"seen":[1,2]}', {}, ['seen'], false],
    ['an unknown theme', '{"theme":"purple","chosen":true}', { chosen: true }, ['theme'], false],
    [
      'every field wrong',
      '{"ids":{},"seen":1,"theme":5,"chosen":"yes"}',
      {},
      ['ids', 'seen', 'theme', 'chosen'],
      false,
    ],
    ['keys it does not know are kept', '{"other":1}', { other: 1 }, [], false],
  ])('%s', (_label, raw, value, dropped, corrupt) => {
    expect(readStored(raw, fields)).toEqual({ value, dropped, corrupt });
  });
});
