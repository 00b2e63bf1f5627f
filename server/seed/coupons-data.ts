// Demo coupons: one of every type and condition of SPEC.md §5, so the demo shows each rule.
// Product and category references are slugs; the seed turns them into ids.

export interface SeedCoupon {
  code: string;
  description: string;
  discount_type: 'percent' | 'fixed_cart' | 'free_gift';
  amount: number;
  autoapply: boolean;
  image?: string;
  show_to_user?: boolean;
  individual?: boolean;
  firstPurchase?: boolean;
  birthday?: { before: number; after: number };
  pickupOnly?: boolean;
  deliveryOnly?: boolean;
  warehouses?: string[];
  devices?: string[];
  productSlugs?: string[];
  categorySlugs?: string[];
  excludedCategorySlugs?: string[];
  productQty?: { slugs: string[]; qty: number };
  categoryQty?: { slugs: string[]; qty: number };
  minimum?: number;
  maximum?: number;
  hours?: { from: string; to: string };
  weekdays?: number[];
  gift?: { slug: string; quantity: number };
  expires?: string;
  usageLimit?: number;
}

export const seedCoupons: SeedCoupon[] = [
  {
    code: 'auto-pickup-10',
    description: 'Скидка 10% на самовывоз',
    discount_type: 'percent',
    amount: 10,
    autoapply: true,
    pickupOnly: true,
    image: '1f6cd-fe0f',
  },
  {
    code: 'auto-gift-philadelphia',
    description: 'Ролл «Филадельфия» в подарок к заказу от 2500 ₽',
    discount_type: 'free_gift',
    amount: 0,
    autoapply: true,
    minimum: 2500,
    gift: { slug: 'roll-philadelphia', quantity: 1 },
    image: '1f363',
  },
  {
    code: 'auto-gift-mors',
    description: 'Морс в подарок к пицце от 1200 ₽',
    discount_type: 'free_gift',
    amount: 0,
    autoapply: true,
    minimum: 1200,
    categorySlugs: ['pizza-classic', 'pizza-signature'],
    gift: { slug: 'mors-cranberry', quantity: 1 },
    image: '1f964',
  },
  {
    code: 'auto-first-300',
    description: '−300 ₽ на первый заказ от 1000 ₽',
    discount_type: 'fixed_cart',
    amount: 300,
    autoapply: true,
    firstPurchase: true,
    minimum: 1000,
    image: '1f381',
  },
  {
    code: 'auto-birthday-20',
    description: 'Скидка 20% в день рождения (3 дня до и после)',
    discount_type: 'percent',
    amount: 20,
    autoapply: true,
    birthday: { before: 3, after: 3 },
    image: '1f382',
  },
  {
    code: 'auto-combo-lunch',
    description: 'Бизнес-ланч: −100 ₽ на комбо по будням с 12 до 16',
    discount_type: 'fixed_cart',
    amount: 100,
    autoapply: true,
    categorySlugs: ['combo'],
    weekdays: [1, 2, 3, 4, 5],
    hours: { from: '12:00', to: '16:00' },
    image: '1f371',
  },
  {
    code: 'auto-night-15',
    description: 'Ночная скидка 15% с 22:00 до 02:00',
    discount_type: 'percent',
    amount: 15,
    autoapply: true,
    hours: { from: '22:00', to: '02:00' },
    image: '1f319',
  },
  {
    code: 'auto-evening-10',
    description: 'Вечерняя доставка: −10% с 18:00 до 22:00',
    discount_type: 'percent',
    amount: 10,
    autoapply: true,
    deliveryOnly: true,
    hours: { from: '18:00', to: '22:00' },
    image: '1f306',
  },
  {
    code: 'auto-rolls-3',
    description: '−250 ₽ при заказе трёх роллов',
    discount_type: 'fixed_cart',
    amount: 250,
    autoapply: true,
    categoryQty: { slugs: ['rolls'], qty: 3 },
    image: '1f371',
  },
  {
    code: 'WELCOME15',
    description: 'Скидка 15% на первый заказ',
    discount_type: 'percent',
    amount: 15,
    autoapply: false,
    firstPurchase: true,
  },
  {
    code: 'TARELKA200',
    description: '−200 ₽ на заказ от 1500 ₽',
    discount_type: 'fixed_cart',
    amount: 200,
    autoapply: false,
    minimum: 1500,
  },
  {
    code: 'DELIVERY5',
    description: 'Скидка 5% на доставку заказа до 3000 ₽',
    discount_type: 'percent',
    amount: 5,
    autoapply: false,
    deliveryOnly: true,
    maximum: 3000,
  },
  {
    code: 'MOSCOW100',
    description: '−100 ₽ только в Москве',
    discount_type: 'fixed_cart',
    amount: 100,
    autoapply: false,
    warehouses: ['101'],
  },
  {
    code: 'NOGROCERY10',
    description: 'Скидка 10% на кухню (без продуктов)',
    discount_type: 'percent',
    amount: 10,
    autoapply: false,
    excludedCategorySlugs: ['fruits-vegetables', 'dairy-eggs', 'bakery'],
  },
  {
    code: 'BURGERPAIR',
    description: '−150 ₽ за два бургера «Классический»',
    discount_type: 'fixed_cart',
    amount: 150,
    autoapply: false,
    productQty: { slugs: ['burger-classic'], qty: 2 },
  },
  {
    code: 'APPONLY',
    description: 'Скидка только в мобильном приложении',
    discount_type: 'percent',
    amount: 10,
    autoapply: false,
    devices: ['app'],
  },
  {
    code: 'SUMMER2026',
    description: 'Летняя скидка 10%',
    discount_type: 'percent',
    amount: 10,
    autoapply: false,
    expires: '2026-08-31T23:59:59',
  },
  {
    code: 'ONCE50',
    description: '−50 ₽, одно использование',
    discount_type: 'fixed_cart',
    amount: 50,
    autoapply: false,
    usageLimit: 1,
  },
  {
    code: 'VIP500',
    description: 'Персональный промокод −500 ₽',
    discount_type: 'fixed_cart',
    amount: 500,
    autoapply: false,
    individual: true,
    show_to_user: true,
    minimum: 2000,
  },
];

/**
 * The shop's promotions ("stocks", autoapply's stocksList): discounts without a code, with the same
 * conditions as coupons. They apply by themselves; coupons_and_promo_summing decides whether
 * coupons still come beside them.
 */
export interface SeedStock {
  id: number;
  name: string;
  description: string;
  discount_type: 'percent' | 'fixed_cart';
  amount: number;
  image: string;
  categorySlugs?: string[];
  categoryQty?: { slugs: string[]; qty: number };
  weekdays?: number[];
}

export const seedStocks: SeedStock[] = [
  {
    id: 1,
    name: 'Витаминная неделя',
    description: 'Скидка 15% на заказ, где фруктов и овощей от 3 кг',
    discount_type: 'percent',
    amount: 15,
    image: '1f34e',
    // 'кг' lines count their kilograms (SPEC.md §9): six 0.5 kg packs are 3 kg.
    categoryQty: { slugs: ['fruits-vegetables'], qty: 3 },
  },
  {
    id: 2,
    name: 'Пицца-выходные',
    description: '−150 ₽ на заказ с пиццей по субботам и воскресеньям',
    discount_type: 'fixed_cart',
    amount: 150,
    image: '1f355',
    categorySlugs: ['pizza-classic', 'pizza-signature'],
    weekdays: [6, 7],
  },
];
