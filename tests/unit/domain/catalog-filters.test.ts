import { describe, expect, it } from 'vitest';
import {
  applyCatalogFilters,
  filtersActive,
  NO_FILTERS,
  offeredBadges,
  productBadges,
  type CatalogFilters,
} from '../../../src/domain/catalog-filters';
import { productSchema } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const product = (id: number, name: string, price: number, badge = '', multiplier?: number) =>
  v.parse(productSchema, {
    id,
    name,
    price,
    price_multiplier_for_customer: multiplier,
    acf: { 'product-badge': badge },
  });

const menu = [
  product(1, 'Маргарита', 490, 'Хит'),
  product(2, 'Пепперони', 590, 'Острое'),
  product(3, 'Филадельфия', 590),
  product(4, 'Ёжик в тумане', 300, 'Новинка', 2), // 600 for the customer
  product(5, 'Чай зелёный', 120, 'Хит'),
];
const ids = (filters: Partial<CatalogFilters>) =>
  applyCatalogFilters(menu, { ...NO_FILTERS, ...filters }).map((p) => p.id);

describe('applyCatalogFilters (SPEC.md §9 price sort, name search)', () => {
  it.each([
    ['nothing chosen keeps the menu as it is', {}, [1, 2, 3, 4, 5]],
    ['search is case-insensitive', { query: 'МАРГ' }, [1]],
    ['search folds ё to е', { query: 'ежик' }, [4]],
    ['search with no match is empty', { query: 'борщ' }, []],
    ['price ascending uses the customer multiplier', { sort: 'price-asc' }, [5, 1, 2, 3, 4]],
    ['price descending, ties keep menu order', { sort: 'price-desc' }, [4, 2, 3, 1, 5]],
    ['a badge keeps only its products', { badges: ['Хит'] }, [1, 5]],
    ['several badges keep either', { badges: ['Хит', 'Острое'] }, [1, 2, 5]],
    [
      'search, badge and sort combine',
      { query: 'а', badges: ['Хит', 'Острое', 'Новинка'], sort: 'price-desc' },
      [4, 1, 5],
    ],
  ] as const)('%s', (_label, filters, expected) => {
    expect(ids(filters as Partial<CatalogFilters>)).toEqual(expected);
  });

  cases('filtersActive(%j) -> %s', filtersActive, [
    [NO_FILTERS, false],
    [{ ...NO_FILTERS, query: '   ' }, false],
    [{ ...NO_FILTERS, query: 'пицца' }, true],
    [{ ...NO_FILTERS, sort: 'price-asc' as const }, true],
    [{ ...NO_FILTERS, badges: ['Хит'] }, true],
  ]);

  it('offers each badge once, in menu order', () => {
    expect(productBadges(menu)).toEqual(['Хит', 'Острое', 'Новинка']);
  });
});

describe('offeredBadges: a chosen label the catalogue no longer has is let go', () => {
  const offered = ['Хит', 'Острое'];
  cases('chosen %j of %j → %j', offeredBadges, [
    [[], offered, []],
    [['Хит'], offered, ['Хит']],
    [['Хит', 'Новинка'], offered, ['Хит']],
    [['Хит'], ['Bestseller', 'Spicy'], []],
    [['Хит'], [], []],
  ]);

  it('answers the same array when every chosen label is offered', () => {
    const chosen = ['Острое', 'Хит'];
    expect(offeredBadges(chosen, offered)).toBe(chosen);
  });
});
