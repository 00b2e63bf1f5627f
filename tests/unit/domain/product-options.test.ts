import { describe, expect, it } from 'vitest';
import {
  defaultOptions,
  optionProblems,
  optionsLabel,
  optionNames,
  supplementsTotal,
  toggleOption,
  unitPrice,
} from '../../../src/domain/product-options';
import { optionGroup } from './option-fixtures';

const size = optionGroup('s', 'Размер', [1, 1], { s25: ['25 см', 0], s30: ['30 см', 200] });
const extras = optionGroup('e', 'Добавки', [0, 2], {
  e1: ['Бекон', 90],
  e2: ['Халапеньо', 50],
  e3: ['Сыр', 70],
});
const sauces = optionGroup('x', 'Соус', [2, 3], {
  x1: ['Кунжутный', 0],
  x2: ['Спайси', 0],
  x3: ['Унаги', 0],
  x4: ['Терияки', 0],
});
const pick = (attributeId: string, optionId: string) => ({ attributeId, optionId });

describe('optionProblems', () => {
  it.each([
    ['nothing picked in a required group', [size], [], [{ kind: 'required', attribute: 'Размер' }]],
    ['the required group picked', [size], [pick('s', 's30')], []],
    ['an optional group left empty', [extras], [], []],
    [
      'fewer than the minimum',
      [sauces],
      [pick('x', 'x1')],
      [{ kind: 'too-few', attribute: 'Соус', min: 2 }],
    ],
    ['exactly the minimum', [sauces], [pick('x', 'x1'), pick('x', 'x2')], []],
    ['exactly the maximum', [extras], [pick('e', 'e1'), pick('e', 'e2')], []],
    [
      'more than the maximum',
      [extras],
      [pick('e', 'e1'), pick('e', 'e2'), pick('e', 'e3')],
      [{ kind: 'too-many', attribute: 'Добавки', max: 2 }],
    ],
  ] as const)('%s', (_label, attributes, chosen, expected) => {
    expect(optionProblems(attributes, chosen)).toEqual(expected);
  });
});

describe('toggleOption', () => {
  it.each([
    [
      'a single-choice group swaps its pick',
      [pick('s', 's25')],
      pick('s', 's30'),
      [pick('s', 's30')],
    ],
    ['picking a picked option removes it', [pick('e', 'e1')], pick('e', 'e1'), []],
    [
      'a multi-choice group adds',
      [pick('e', 'e1')],
      pick('e', 'e2'),
      [pick('e', 'e1'), pick('e', 'e2')],
    ],
    [
      'a full multi-choice group refuses one more',
      [pick('e', 'e1'), pick('e', 'e2')],
      pick('e', 'e3'),
      [pick('e', 'e1'), pick('e', 'e2')],
    ],
    ['an unknown group changes nothing', [pick('s', 's25')], pick('zz', 'q'), [pick('s', 's25')]],
  ] as const)('%s', (_label, chosen, p, expected) => {
    expect(toggleOption([size, extras], chosen, p)).toEqual(expected);
  });
});

describe('prices and labels', () => {
  const product = { price: 490, price_multiplier_for_customer: 1, attributes: [size, extras] };
  it.each([
    ['base only', [], 490],
    ['with a priced size', [pick('s', 's30')], 690],
    ['with a size and two extras', [pick('s', 's30'), pick('e', 'e1'), pick('e', 'e2')], 830],
    ['the multiplier applies to the base price', [], 539, 1.1],
  ] as [string, { attributeId: string; optionId: string }[], number, number?][])(
    '%s',
    (_label, chosen, expected, multiplier = 1) => {
      expect(unitPrice({ ...product, price_multiplier_for_customer: multiplier }, chosen)).toBe(
        expected,
      );
    },
  );

  it('preselects the first option of required single-choice groups only', () => {
    expect(defaultOptions([size, extras, sauces])).toEqual([pick('s', 's25')]);
  });

  it('labels the picked options in order', () => {
    expect(optionsLabel(product, [pick('s', 's30'), pick('e', 'e2')])).toBe('30 см, Халапеньо');
  });

  it('names the picked options one by one, leaving out picks the dish does not have', () => {
    expect(optionNames(product, [pick('e', 'e2'), pick('s', 's30'), pick('x', 'x1')])).toEqual([
      'Халапеньо',
      '30 см',
    ]);
    expect(optionNames(product, [])).toEqual([]);
  });
});

describe('supplementsTotal', () => {
  it.each([
    ['no add-ons', [], 2, 0],
    ['under the free limit', [{ price: 50, count: 1 }], 2, 0],
    ['exactly at the free limit', [{ price: 50, count: 2 }], 2, 0],
    ['one above the limit pays one', [{ price: 50, count: 3 }], 2, 50],
    [
      'the limit spans lines in pick order',
      [
        { price: 50, count: 1 },
        { price: 90, count: 2 },
      ],
      2,
      90,
    ],
    ['no free limit', [{ price: 50, count: 2 }], 0, 100],
  ] as const)('%s', (_label, supplements, limit, expected) => {
    expect(supplementsTotal(supplements, limit)).toBe(expected);
  });
});
