// One table of promotion and variation cases on the demo shop's seed, run twice: by the
// storefront's rules (tests/unit/domain/promotion-tables.test.ts, the cart's own functions on the
// catalogue the storefront downloads) and by the reference backend (tests/server/promotions.test.ts,
// orders and autoapply priced by the server). Both must agree with the table and so with each other.

/** A cart line as a customer builds it in the product modal: by names, as they read them. */
export interface CaseLine {
  slug: string;
  count: number;
  /** A variable product's variation, by its value ('35 см'). */
  variation?: string;
  /** Options by name ('Сырный борт'); a required size left out takes its first option. */
  options?: string[];
}

/** Combo discounts, the кг rule and variations: what one line costs (SPEC.md §3, §9). */
export const LINE_CASES: { label: string; line: CaseLine; total: number }[] = [
  { label: 'a plain dish', line: { slug: 'burger-classic', count: 2 }, total: 780 },
  {
    label: 'combo fixed: 40 ₽ off each unit',
    line: { slug: 'combo-kids', count: 2 },
    total: 700,
  },
  {
    label: 'combo percent: 10% off the unit price',
    line: { slug: 'combo-party', count: 1 },
    total: 3141,
  },
  {
    label: 'кг: 149 ₽ per kg, a 0.5 kg step costs 74.50 ₽',
    line: { slug: 'bananas', count: 3 },
    total: 223.5,
  },
  {
    label: 'a variation is priced by itself: Четыре сыра 35 см',
    line: { slug: 'pizza-four-cheese', count: 1, variation: '35 см' },
    total: 1000,
  },
  {
    label: 'a variation and an option: Цыплёнок ранч 30 см with a cheese crust, twice',
    line: { slug: 'pizza-chicken-ranch', count: 2, variation: '30 см', options: ['Сырный борт'] },
    total: 2098,
  },
];

/** SPEC.md §9 кг rule in eligibility: 'Витаминная неделя' needs 3 kg of fruit and vegetables. */
export const KG_ELIGIBILITY_CASES: { label: string; lines: CaseLine[]; matched: boolean }[] = [
  { label: 'six 0.5 kg packs are 3 kg', lines: [{ slug: 'apples', count: 6 }], matched: true },
  { label: 'five packs are 2.5 kg', lines: [{ slug: 'apples', count: 5 }], matched: false },
  {
    label: 'kilograms of two fruits add up',
    lines: [
      { slug: 'apples', count: 4 },
      { slug: 'bananas', count: 2 },
    ],
    matched: true,
  },
  {
    label: 'six pizzas are not six kilograms of fruit',
    lines: [
      { slug: 'apples', count: 1 },
      { slug: 'pizza-margherita', count: 6 },
    ],
    matched: false,
  },
];

/**
 * The summing settings of coupons/seettings in the discount plan. The cart: 3 kg of apples (the
 * 15% promotion) and two Маргарита, 1547 ₽ of items, delivered in Moscow. `codes` are what the
 * customer chose (an auto coupon) or typed; `discount` is the order's discount_total, or
 * 'refused' when the choice cannot be made.
 */
export const SUMMING_CART: CaseLine[] = [
  { slug: 'apples', count: 6 },
  { slug: 'pizza-margherita', count: 2 },
];

export const SUMMING_CASES: {
  label: string;
  settings: Record<string, boolean>;
  codes: string[];
  discount: number | 'refused';
}[] = [
  { label: 'the promotion alone', settings: {}, codes: [], discount: 232.05 },
  {
    label: 'an auto coupon beside a promotion it may not sum with is not offered',
    settings: {},
    codes: ['auto-first-300'],
    discount: 'refused',
  },
  {
    label: 'auto_coupons_and_promo_summing: the coupon, then the promotion on the rest',
    settings: { auto_coupons_and_promo_summing: true },
    codes: ['auto-first-300'],
    discount: 487.05,
  },
  {
    label: 'a typed code wins over a promotion it may not sum with',
    settings: {},
    codes: ['MOSCOW100'],
    discount: 100,
  },
  {
    label: 'coupons_and_promo_summing: the typed code and the promotion',
    settings: { coupons_and_promo_summing: true },
    codes: ['MOSCOW100'],
    discount: 317.05,
  },
];
