// SPEC.md §4 persistence of discount data and bonuses: what storage gives back is checked field by
// field (domain/stored-state.ts) before the coupon and bonus stores see it.
import { describe, expect, it } from 'vitest';
import { storedBonusFields, storedDiscountFields } from '../../../src/domain/stored-discounts';
import { readStored } from '../../../src/domain/stored-state';

const item = {
  id: '502',
  name: '−300 ₽ на первый заказ',
  image: '',
  amount: 300,
  description: 'Скидка 300 р',
  discountType: 'fixed_cart',
  product: null,
  source: 'coupon',
  code: 'auto-first-300',
};

const readDiscounts = (raw: unknown) => readStored(JSON.stringify(raw), storedDiscountFields);

describe('stored discount fields', () => {
  it('keep a chosen discount and the promo code', () => {
    const stored = {
      plan: { kind: 'choose', items: [item], stocks: [], signInGifts: [] },
      selectedIds: ['502'],
      choicePending: false,
      wantedGift: null,
      promocode: { value: 'MOSCOW100', type: 'fixed_cart', amount: 100 },
    };
    expect(readDiscounts(stored)).toEqual({ value: stored, dropped: [], corrupt: false });
  });

  it.each([
    ['an older entry with the promo code only', { promocode: null }, undefined, undefined, []],
    [
      'a plan of an unknown kind',
      { plan: { kind: 'all' }, selectedIds: ['1'] },
      undefined,
      ['1'],
      ['plan'],
    ],
    [
      'a choice that offers nothing',
      { plan: { kind: 'choose', items: [] } },
      { kind: 'none' },
      undefined,
      [],
    ],
    [
      'items that cannot be read are dropped with the plan',
      { plan: { kind: 'apply', items: [{ id: 5 }] } },
      { kind: 'none' },
      undefined,
      [],
    ],
    ['ids that are not strings', { selectedIds: [1, 2] }, undefined, undefined, ['selectedIds']],
  ])('%s', (_label, raw, plan, ids, dropped) => {
    const read = readDiscounts(raw);
    expect(read.value.plan).toEqual(plan);
    expect(read.value.selectedIds).toEqual(ids);
    expect(read.dropped).toEqual(dropped);
  });

  it('a negative promo amount is not kept', () => {
    const read = readDiscounts({ promocode: { value: 'X', type: 'fixed_cart', amount: -5 } });
    expect(read.value.promocode).toBeUndefined();
    expect(read.dropped).toEqual(['promocode']);
  });

  it('something that is not an object is unreadable as a whole', () => {
    expect(readDiscounts('x').corrupt).toBe(true);
    expect(readDiscounts(null).corrupt).toBe(true);
  });
});

describe('stored bonus fields', () => {
  it.each([
    [{ applied: 100 }, 100],
    [{ applied: -1 }, undefined],
    [{ applied: 1.5 }, undefined],
    [{ applied: '100' }, undefined],
  ])('%j → %s', (raw, applied) => {
    expect(readStored(JSON.stringify(raw), storedBonusFields).value.applied).toBe(applied);
  });
});
