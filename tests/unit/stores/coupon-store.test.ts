// The coupon store with the backend faked at the HTTP boundary: the slot goes into autoapply, a
// guest's gift waits for the sign-in and is chosen right after it, and a reload (a new RootStore on
// the same storage) keeps the chosen discount and the bonuses.
import { describe, expect, it, vi } from 'vitest';
import { runInAction, when } from 'mobx';
import { fakePlatform, memoryStorage } from './fake-platform.ts';
import { featuresOf } from '../../../src/stores/features.ts';
import type { KeyValueStorage } from '../../../adapters/platform.ts';
import { hydrateCart } from '../../../src/stores/cart-persist.ts';
import { persist } from '../../../src/stores/persist.ts';
import { userFields } from '../../../src/stores/stored-fields.ts';
import { cartLine, FIRST_ORDER_300, loadShop, testRoot } from './store-fixtures.ts';

const gift = {
  id: 501,
  code: 'auto-gift-philadelphia',
  amount: '0',
  discount_type: 'free_gift',
  description: 'Ролл в подарок',
  autoapply: true,
  _wc_free_gift_coupon_data_mod: { product_id: 1011, quantity: 1 },
};
const first300 = FIRST_ORDER_300;

function setup(
  storage: KeyValueStorage = memoryStorage(),
  discountSettings: unknown = {},
  earned: unknown[] = [gift, first300],
) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
    if (url.includes('coupons/autoapply')) {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return json({ couponsList: earned, stocksList: [] });
    }
    if (url.includes('flutter_woo/coupon')) {
      const code = String(JSON.parse(String(init?.body)).coupon_code);
      const amount = code.replace(/\D/g, '');
      return json({
        success: true,
        coupon: { id: 900, code, amount, discount_type: 'fixed_cart' },
      });
    }
    if (url.includes('coupons/seettings'))
      return discountSettings === null ? new Response('', { status: 502 }) : json(discountSettings);
    if (url.includes('system/users'))
      return json({
        status: 'success',
        data: { data: { ID: 7, display_name: 'Анна', phone: '+79160000000' } },
      });
    if (url.includes('systeminfo/v1/bonus'))
      return json({ active: true, points_balance: 300, percent_max: 50 });
    return new Response('{}', { status: 503 });
  });
  const root = testRoot({ platform: fakePlatform(storage), fetch });
  root.ui.setTranslator((key) => key);
  loadShop(root);
  return { root, bodies };
}

const pizza = cartLine({
  key: 'p',
  id: 1001,
  name: 'Пепперони',
  count: 5,
  categories: [11],
  portion_nat_size: 450,
  backet_first_cart_add_portion_minimum: 0,
});

describe('coupon store', () => {
  it('sends the chosen slot as take_date, time_from and time_to; as soon as possible sends today', async () => {
    const { root, bodies } = setup();
    runInAction(() => root.cart.lines.push({ ...pizza }));
    const f = featuresOf(root);
    await f.coupons.fetchNow();
    expect(bodies.at(-1)).toMatchObject({ take_date: '18.11.2026' });
    expect(bodies.at(-1)).not.toHaveProperty('time_from');
    runInAction(() => {
      f.checkout.slots = [
        { date: '18.11.2026', text: '19:00-19:30', time_from: '19:00', time_to: '19:30', day: '' },
      ];
      f.checkout.setTime(0);
    });
    await f.coupons.fetchNow();
    expect(bodies.at(-1)).toMatchObject({
      take_date: '18.11.2026',
      time_from: '19:00',
      time_to: '19:30',
      cart_items: { '1001': { quantity: 5, variation: 0, price: 590 } },
    });
  });

  it("a guest's gift waits for the sign-in, and is theirs right after it", async () => {
    const { root } = setup();
    runInAction(() => root.cart.lines.push({ ...pizza }));
    const f = featuresOf(root);
    await f.coupons.fetchNow();
    expect(f.coupons.plan.kind).toBe('apply');
    expect(f.coupons.signInGifts.map((g) => g.id)).toEqual(['501']);
    expect(f.coupons.discounts).toEqual({ fixed: 300, percent: 0 });
    f.coupons.signInForGift('501');
    expect(root.ui.modal).toBe('auth');
    await root.user.signIn('tok');
    await when(() => f.coupons.selectedIds.includes('501'), { timeout: 2000 });
    expect(f.coupons.signInGifts).toEqual([]);
    expect(f.coupons.orderCodes).toEqual(['auto-gift-philadelphia']);
  });

  it('a reload keeps the chosen discount and the bonuses applied', async () => {
    const storage = memoryStorage();
    const first = setup(storage);
    await hydrateCart(first.root.cart, storage);
    await persist(first.root.user, 'user', userFields, storage);
    runInAction(() => first.root.cart.lines.push({ ...pizza }));
    await first.root.user.signIn('tok');
    const f = featuresOf(first.root);
    await f.start();
    await f.coupons.fetchNow();
    f.coupons.choose('502');
    await when(() => f.bonus.loaded);
    expect(f.bonus.apply(100)).toEqual({ ok: true, amount: 100 });
    expect(first.root.cart.summary).toMatchObject({ discount: 300, bonus: 100 });

    // The same device, opened again: before any answer from the backend, and after it.
    const second = setup(storage);
    await hydrateCart(second.root.cart, storage);
    await persist(second.root.user, 'user', userFields, storage);
    const again = await second.root.loadFeatures();
    await again.start();
    expect(again.coupons.selectedIds).toEqual(['502']);
    expect(again.bonus.applied).toBe(100);
    expect(second.root.cart.summary).toMatchObject({ discount: 300, bonus: 100 });
    await again.coupons.fetchNow();
    await when(() => again.bonus.loaded);
    expect(second.root.cart.summary).toMatchObject({ discount: 300, bonus: 100 });
  });

  it('a typed code that may not combine with the chosen discount is kept, but takes nothing off', async () => {
    const { root } = setup(memoryStorage(), {}, [first300]);
    runInAction(() => root.cart.lines.push({ ...pizza }));
    const f = featuresOf(root);
    await f.coupons.fetchNow();
    expect(f.coupons.plan.kind).toBe('apply');
    expect(await f.coupons.applyPromo('MOSCOW100')).toBe(true);
    await f.coupons.fetchNow();
    // The first-order −300 is worth more than the code's −100: it is preselected, the code waits.
    expect(f.coupons.plan.kind).toBe('choose');
    expect(f.coupons.autoChosen).toBe(true);
    expect(f.coupons.promocode).toMatchObject({ value: 'MOSCOW100' });
    expect(f.coupons.promoInForce).toBe(false);
    expect(f.coupons.discounts).toEqual({ fixed: 300, percent: 0 });
    expect(f.coupons.orderCodes).not.toContain('MOSCOW100');
    f.coupons.choose('promo:MOSCOW100');
    expect(f.coupons.promoInForce).toBe(true);
    expect(f.coupons.discounts).toEqual({ fixed: 100, percent: 0 });
    expect(f.coupons.orderCodes).toEqual(['MOSCOW100']);
  });

  it('a typed code worth more than the discount in force takes its place, whoever chose that', async () => {
    const { root } = setup(memoryStorage(), {}, [first300]);
    runInAction(() => root.cart.lines.push({ ...pizza }));
    const f = featuresOf(root);
    await f.coupons.fetchNow();
    expect(await f.coupons.applyPromo('BIG500')).toBe(true);
    await f.coupons.fetchNow();
    expect(f.coupons.promoInForce).toBe(true);
    expect(f.coupons.discounts).toEqual({ fixed: 500, percent: 0 });
    // The customer picks the −300 themselves: kept while it stays valid, through the next answer.
    f.coupons.choose('502');
    await f.coupons.fetchNow();
    expect(f.coupons.promoInForce).toBe(false);
    expect(f.coupons.discounts).toEqual({ fixed: 300, percent: 0 });
    // A code typed after that is again weighed against it: the −700 is worth most.
    expect(await f.coupons.applyPromo('BIG700')).toBe(true);
    await f.coupons.fetchNow();
    expect(f.coupons.discounts).toEqual({ fixed: 700, percent: 0 });
    expect(f.coupons.orderCodes).toEqual(['BIG700']);
  });

  it("the shop's summing flags from all_settings until coupons/seettings answers, or when it fails", async () => {
    const shopSums = (raw: Record<string, unknown>) =>
      Object.assign(raw.settings as object, {
        auto_coupons_summing: true,
        coupons_and_auto_coupons_summing: true,
      });
    const tenPercent = {
      ...first300,
      id: 777,
      code: 'auto-10',
      amount: '10',
      discount_type: 'percent',
    };
    const failing = setup(memoryStorage(), null, [first300, tenPercent]);
    loadShop(failing.root, shopSums);
    const f = featuresOf(failing.root);
    runInAction(() => failing.root.cart.lines.push({ ...pizza }));
    await f.coupons.loadSettings();
    await f.coupons.fetchNow();
    // Both coupons the cart earned apply together, as the shop lets auto coupons sum.
    expect(f.coupons.settings).toMatchObject({ auto_coupons_summing: true });
    expect(f.coupons.plan).toMatchObject({ kind: 'apply', items: [{}, {}] });

    const answered = setup(memoryStorage(), { auto_coupons_summing: false });
    loadShop(answered.root, shopSums);
    const g = featuresOf(answered.root);
    expect(g.coupons.settings).toMatchObject({ auto_coupons_summing: true });
    await g.coupons.loadSettings();
    // The discount plugin's own answer is what the cart follows once it is in.
    expect(g.coupons.settings).toMatchObject({ auto_coupons_summing: false });
  });
});
