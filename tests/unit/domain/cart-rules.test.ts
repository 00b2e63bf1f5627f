import { describe, expect, it } from 'vitest';
import {
  addRefusal,
  checkoutBlocker,
  countAfterDecrement,
  cutToStock,
  firstAddCount,
  isOrderingDisabled,
  itemsCount,
  keepAvailableAt,
  lineFromProduct,
  lineQuantity,
  maxCount,
  needsChoice,
  reconcileWithCatalog,
  stockAt,
  type AddContext,
} from '../../../src/domain/cart-rules';
import { lineKey, type CartLine } from '../../../src/domain/cart-price';
import { productSchema, type Product } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const product = (extra: Record<string, unknown> = {}): Product =>
  v.parse(productSchema, {
    id: 1,
    name: 'Пицца',
    price: 500,
    locations: [
      { id: '101', quantity: '5' },
      { id: '202', quantity: '2' },
    ],
    ...extra,
  });

const line = (extra: Partial<CartLine> = {}): CartLine => {
  const l = { ...lineFromProduct(product()), ...extra };
  return { ...l, key: extra.key ?? lineKey(l) };
};

describe('addRefusal: SPEC.md §4 Adding to cart, §6 disabled ordering and buying', () => {
  const ok: AddContext = {
    buyDisabled: false,
    simplifiedOrder: false,
    hasLocation: true,
    orderingDisabled: false,
    inStock: true,
  };
  it.each<[string, Partial<AddContext>, ReturnType<typeof addRefusal>]>([
    ['everything in order: the add goes ahead', {}, null],
    ['simplified_order opens only the request modal', { simplifiedOrder: true }, 'send-request'],
    [
      'simplified_order wins over a missing location',
      { simplifiedOrder: true, hasLocation: false },
      'send-request',
    ],
    ['no location: the address modal, the add refused', { hasLocation: false }, 'choose-location'],
    ['ordering disabled at the stock', { orderingDisabled: true }, 'ordering-disabled'],
    [
      'product_disable_buy refuses everything first',
      { buyDisabled: true, simplifiedOrder: true },
      'buy-disabled',
    ],
    ['out of stock', { inStock: false }, 'out-of-stock'],
  ])('%s', (_label, extra, expected) => {
    expect(addRefusal({ ...ok, ...extra })).toBe(expected);
  });

  cases('disable_ordering %j at %s -> %s', isOrderingDisabled, [
    [['101'], '101', true],
    [['101'], '202', false],
    [[], '101', false],
    [['101'], null, false],
  ]);
});

describe('counts: first-add minimum and decrement', () => {
  it.each([
    ['first add lifts to the minimum', 1, 2, false, 2],
    ['a bigger request stays', 3, 2, false, 3],
    ['later adds add what was asked', 1, 2, true, 1],
    ['no minimum', 1, 0, false, 1],
    ['fractions and zero round to at least one', 0.4, 0, false, 1],
  ])('%s', (_label, requested, minimum, already, expected) => {
    expect(firstAddCount(requested, minimum, already)).toBe(expected);
  });

  it.each([
    ['2 -> 1', 2, 0, 1],
    ['1 -> 0: the line goes', 1, 0, 0],
    ['below the first-add minimum the line goes', 2, 2, 0],
    ['above the minimum steps down', 3, 2, 2],
  ])('%s', (_label, count, minimum, expected) => {
    expect(countAfterDecrement(count, minimum)).toBe(expected);
  });
});

describe('stock', () => {
  it.each<[string, Record<string, unknown>, string | null, number | null]>([
    ['the warehouse’s own quantity', {}, '202', 2],
    ['not sold at the warehouse and out of stock', { in_stock: false }, '303', 0],
    ['no warehouse chosen: the total', { stock_quantity: 7 }, null, 7],
    [
      'unmanaged stock (0 but in stock) is no limit',
      { locations: [{ id: '101', quantity: '0' }] },
      '101',
      null,
    ],
    ['nothing known: no limit', { locations: [] }, '101', null],
  ])('stockAt: %s', (_label, extra, warehouse, expected) => {
    expect(stockAt(product(extra), warehouse)).toBe(expected);
  });

  cases('maxCount(%s units, step %s) = %s', maxCount, [
    [5, 1, 5],
    [5, 2, 2],
    [0, 1, 0],
    [-3, 1, 0],
    [null, 6, Number.POSITIVE_INFINITY],
    [1.5, 0.5, 3],
  ]);

  it('cutToStock: lines of one product share its stock in cart order', () => {
    const a = line({ count: 3, key: 'a' });
    const b = line({ count: 4, key: 'b', options: [{ attributeId: 's', optionId: 'l' }] });
    const other = line({ id: 2, count: 9, key: 'c' });
    const result = cutToStock([a, b, other], (l) => (l.id === 1 ? 5 : null));
    expect(result.lines.map((l) => [l.key, l.count])).toEqual([
      ['a', 3],
      ['b', 2],
      ['c', 9],
    ]);
    expect(result.cut.map((l) => l.key)).toEqual(['b']);
    expect(result.removed).toEqual([]);
  });

  it('cutToStock: a line cut below its first-add minimum goes; packs count their units', () => {
    const nigiri = line({ count: 3, backet_first_cart_add_portion_minimum: 2, key: 'n' });
    const donuts = line({ id: 3, count: 2, add_to_basket_once: 6, key: 'd' });
    const result = cutToStock([nigiri, donuts], (l) => (l.id === 1 ? 1 : 11));
    expect(result.lines.map((l) => [l.key, l.count])).toEqual([['d', 1]]);
    expect(result.removed.map((l) => l.key)).toEqual(['n']);
    expect(result.cut.map((l) => l.key)).toEqual(['n', 'd']);
  });
});

describe('a new address and a catalogue refresh', () => {
  it('keepAvailableAt: lines not sold at the new warehouse leave', () => {
    const here = line({ key: 'here', locations: ['101', '202'] });
    const gone = line({ key: 'gone', locations: ['101'] });
    const anywhere = line({ key: 'any', locations: [] });
    const result = keepAvailableAt([here, gone, anywhere], '202');
    expect(result.lines.map((l) => l.key)).toEqual(['here', 'any']);
    expect(result.removed.map((l) => l.key)).toEqual(['gone']);
  });

  it('reconcileWithCatalog: gone and out-of-stock lines leave, prices follow, stock cuts', () => {
    const catalog = new Map<number, Product>([
      [1, product({ price: 450, name: 'Пицца (новая цена)' })],
      [2, product({ id: 2, name: 'Суп', in_stock: false })],
      [4, product({ id: 4, name: 'Сыр', price: 60 })],
    ]);
    const pizza = line({
      count: 3,
      price: 500,
      supplements: [{ id: 4, name: 'Сыр', price: 50, count: 1 }],
      key: 'p',
    });
    const soup = line({ id: 2, name: 'Суп', key: 's' });
    const ghost = line({ id: 99, name: 'Старый товар', key: 'g' });
    const result = reconcileWithCatalog([pizza, soup, ghost], (id) => catalog.get(id), '202');
    expect(result.removed.map((l) => l.name)).toEqual(['Суп', 'Старый товар']);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({
      key: 'p',
      name: 'Пицца (новая цена)',
      price: 450,
      count: 2, // warehouse 202 holds two
      supplements: [{ id: 4, price: 60, count: 1 }],
    });
    expect(result.cut.map((l) => l.key)).toEqual(['p']);
  });
});

describe('lineFromProduct', () => {
  it('carries what the cart line needs; options add their price', () => {
    const p = product({
      images: ['/a.webp', '/b.webp'],
      measure_unit: 'кг',
      countable: false,
      portion_nat_size: 0.5,
      add_to_basket_once: 2,
      backet_first_cart_add_portion_minimum: 3,
      regular_price: 600,
      attributes: [{ id: 's', name: 'Размер', options: [{ id: 'l', name: 'L', price: 100 }] }],
    });
    const l = lineFromProduct(p, { options: [{ attributeId: 's', optionId: 'l' }] }, 2);
    expect(l).toMatchObject({
      id: 1,
      price: 600,
      regular_price: 700,
      image: '/a.webp',
      count: 2,
      countable: false,
      add_to_basket_once: 2,
      backet_first_cart_add_portion_minimum: 3,
      locations: ['101', '202'],
    });
    expect(l.key).toBe(lineKey(l));
  });
});

describe('itemsCount and lineQuantity', () => {
  it('non-countable goods count as one item', () => {
    expect(
      itemsCount([
        { count: 3, countable: true },
        { count: 4, countable: false },
      ]),
    ).toBe(4);
  });

  it.each<[string, number, number, string, number, number, string]>([
    // label, count, add_to_basket_once, measure_unit, portion_nat_size -> amount, unit
    ['pieces in packs of 6', 2, 6, 'шт', 1, 12, 'pcs'],
    ['кг of 0.5 kg portions', 3, 1, 'кг', 0.5, 1.5, 'kg'],
    ['under a kilo shows grams', 1, 1, 'кг', 0.5, 500, 'g'],
    ['кг with no portion is a kilo each', 2, 1, 'кг', 0, 2, 'kg'],
  ])('%s', (_label, count, once, measureUnit, portion, amount, unit) => {
    expect(
      lineQuantity({
        count,
        add_to_basket_once: once,
        measure_unit: measureUnit,
        portion_nat_size: portion,
      }),
    ).toEqual({ amount, unit });
  });
});

describe('checkoutBlocker', () => {
  const ready = {
    lines: 2,
    hasLocation: true,
    buyDisabled: false,
    orderingDisabled: false,
    deliveryOk: true,
    minimumMissing: 0,
  };
  it.each<[string, Partial<typeof ready>, ReturnType<typeof checkoutBlocker>]>([
    ['ready', {}, null],
    ['empty cart', { lines: 0, hasLocation: false }, 'empty'],
    ['no address', { hasLocation: false }, 'no-location'],
    ['buying disabled', { buyDisabled: true }, 'buy-disabled'],
    ['ordering disabled', { orderingDisabled: true }, 'ordering-disabled'],
    ['address outside the zones', { deliveryOk: false, minimumMissing: 50 }, 'delivery-problem'],
    ['minimum not reached', { minimumMissing: 0.01 }, 'minimum'],
  ])('%s', (_label, extra, expected) => {
    expect(checkoutBlocker({ ...ready, ...extra })).toBe(expected);
  });
});

describe('variable products and combos in the cart line', () => {
  const sizes = product({
    acf: { combo_discount_type: 'percent', combo_discount: 10 },
    product_variations_data: [
      { id: 11, price: 650, attributes: [{ name: 'Размер', option: '25 см' }], image: '/25.webp' },
      {
        id: 13,
        price: 1000,
        regular_price: 1100,
        attributes: [{ name: 'Размер', option: '35 см' }],
        in_stock: true,
      },
      { id: 14, price: 1200, attributes: [{ name: 'Размер', option: '40 см' }], in_stock: false },
    ],
  });

  it('a variation line carries its id, its attributes, its price and the combo', () => {
    const l = lineFromProduct(sizes, { variationId: 13 });
    expect(l).toMatchObject({
      variation_id: 13,
      variation_data: { Размер: '35 см' },
      price: 1000,
      regular_price: 1100,
      acf: { combo_discount_type: 'percent', combo_discount: 10 },
    });
    expect(lineFromProduct(sizes, { variationId: 11 }).image).toBe('/25.webp');
    expect(l.key).not.toBe(lineFromProduct(sizes, { variationId: 11 }).key);
  });

  it('an unknown variation id is no variation', () => {
    expect(lineFromProduct(sizes, { variationId: 99 })).toMatchObject({
      variation_id: null,
      variation_data: null,
      price: 500,
    });
  });

  it.each([
    ['a plain product', product(), false],
    [
      'a required option group',
      product({ attributes: [{ id: 'a', name: 'Размер', required: true, options: [] }] }),
      true,
    ],
    [
      'an optional group',
      product({ attributes: [{ id: 'a', name: 'Борт', required: false, options: [] }] }),
      false,
    ],
    ['a variable product', sizes, true],
  ])('needsChoice: %s', (_label, p, expected) => {
    expect(needsChoice(p)).toBe(expected);
  });

  it('reconcile: a variation gone or sold out leaves, another keeps its variation price', () => {
    const catalog = new Map([[1, sizes]]);
    const kept = lineFromProduct(sizes, { variationId: 13 });
    const soldOut = { ...lineFromProduct(sizes, { variationId: 11 }), variation_id: 14, key: 'x' };
    const noVariation = { ...lineFromProduct(product()), key: 'y' };
    const r = reconcileWithCatalog([kept, soldOut, noVariation], (id) => catalog.get(id), '101');
    expect(r.lines.map((l) => [l.variation_id, l.price])).toEqual([[13, 1000]]);
    expect(r.removed).toHaveLength(2);
  });
});
