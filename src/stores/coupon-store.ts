// Automatic discounts, promotions, gifts and the promo code (SPEC.md §4 Discount fetching). Fetches
// run one at a time: a change during a fetch sets a restart flag, and an answer for an older cart is
// dropped, so quick cart changes never leave a stale discount applied. The plan and the choice are
// persisted (SPEC.md §4 "discount data"), so a reload shows the discount the customer chose.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Features } from './features.ts';
import { visibleCoupons, type Coupon } from '../domain/coupon-eligibility.ts';
import { codeKey, couponByCode, withoutCodes } from '../domain/coupon-terms.ts';
import type { Discounts } from '../domain/cart-price.ts';
import {
  discountSettingsOf,
  discountsInForce,
  planDiscounts,
  type DiscountItem,
  type DiscountsInForce,
  type DiscountPlan,
  type DiscountSettings,
  type PromoStock,
  type Promocode,
} from '../domain/discount-choice.ts';
import { bestDiscountId } from '../domain/best-discount.ts';
import { autoapplyItems, receiveMoment } from '../domain/autoapply-body.ts';
import type { AutoapplyBody } from '../api/coupons-api.ts';
import { problemText } from './problem-text.ts';

/** SPEC.md §9: the delayed re-fetch waits 2000 ms. */
export const DISCOUNT_REFETCH_MS = 2000;

export class CouponStore {
  /** coupons/seettings' answer, once it is in. */
  private answered: DiscountSettings | null = null;
  plan: DiscountPlan = { kind: 'none' };
  /** Ids of the discount items in force (SPEC.md §3 Discount item isSelected). */
  selectedIds: string[] = [];
  promocode: Promocode | null = null;
  promoError: string | null = null;
  promoBusy = false;
  /** The choose modal should open the next time the cart opens. */
  choicePending = false;
  /** The selection was made for the customer (the best offer), not by them: it follows the cart. */
  autoChosen = false;
  /** A gift a guest asked to sign in for: chosen for them once they are signed in. */
  wantedGift: string | null = null;
  /** The coupons of the last discount answer, whose terms the coupon info modal reads. */
  received: Coupon[] = [];
  /** The promotions of the last discount answer. */
  private receivedStocks: PromoStock[] = [];
  /** Codes the shop refused an order for (as `codeKey`): not offered again while the page lives. */
  refused: string[] = [];
  /** The shop's coupon list (GET autocoupons), loaded when a customer first asks for terms. */
  list:
    { status: 'loading' } | { status: 'loaded'; coupons: Coupon[] } | { status: 'failed' } | null =
    null;
  /** The fetch under way (one at a time), which a restart extends. */
  private running: Promise<void> | null = null;
  private restart = false;
  private generation = 0;
  private timer: unknown = null;

  constructor(
    private root: RootStore,
    private f: Features,
  ) {
    makeAutoObservable<
      CouponStore,
      'root' | 'f' | 'running' | 'receivedStocks' | 'restart' | 'generation' | 'timer' | 'answered'
    >(this, {
      root: false,
      f: false,
      running: false,
      receivedStocks: false,
      restart: false,
      generation: false,
      timer: false,
      received: observableRef,
      list: observableRef,
      answered: observableRef,
    });
  }

  async loadSettings() {
    const r = await this.f.couponsApi.settings();
    if (r.ok) runInAction(() => (this.answered = r.data));
  }

  /** What combines: the discount plugin's answer, or until then the shop's settings' flags. */
  get settings(): DiscountSettings {
    return discountSettingsOf(this.root.settings.settings?.settings, this.answered);
  }

  get items(): DiscountItem[] {
    return this.plan.kind === 'none' ? [] : this.plan.items;
  }
  /** The promotions the cart matches (autoapply's stocksList). */
  get stocks(): DiscountItem[] {
    return this.plan.stocks ?? [];
  }
  /** Gifts the cart earns that a guest gets after signing in (SPEC.md §5, §6). */
  get signInGifts(): DiscountItem[] {
    return this.root.user.signedIn ? [] : (this.plan.signInGifts ?? []);
  }
  get selected(): DiscountItem[] {
    return this.items.filter((i) => this.selectedIds.includes(i.id));
  }
  /** The choice, the promo code and the promotions in force (one domain rule). */
  private get inForce(): DiscountsInForce {
    return discountsInForce({
      plan: this.plan,
      selectedIds: this.selectedIds,
      promocode: this.promocode,
      settings: this.settings,
      base: this.root.cart.itemsNet,
    });
  }
  get applied() {
    return this.inForce.applied;
  }
  /** The promotions in force beside the chosen coupons, as the summing settings allow. */
  get appliedStocks(): DiscountItem[] {
    return this.inForce.stocks;
  }
  /** Discounts in force, for the one price function: fixed roubles and percent. */
  get discounts(): Discounts {
    const { fixed, percent } = this.inForce;
    return { fixed, percent };
  }
  /** Codes for the order's coupon_lines: the promo code kept and the auto coupons chosen. */
  get orderCodes(): string[] {
    return this.inForce.codes;
  }
  /**
   * Whether the typed promo code takes money off: not when it may not combine with the auto
   * coupons and the choice (the customer's, or the best one preselected) is another discount.
   */
  get promoInForce(): boolean {
    return this.inForce.promoKept;
  }

  /** SPEC.md §4: the delayed variant, after cart changes. */
  fetchSoon() {
    this.generation++;
    if (this.timer) clearTimeout(this.timer as number);
    this.timer = this.root.clock.setTimeout(() => {
      this.timer = null;
      void this.fetch();
    }, DISCOUNT_REFETCH_MS);
  }

  /**
   * The discounts as the cart stands now: a change's delayed fetch is made at once and a running
   * one awaited (the order must carry the codes its summary shows). Waits `maxMs` at most: a
   * discount service that does not answer must not hold the order back.
   */
  settle(maxMs: number): Promise<void> {
    if (this.timer === null && this.running === null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const giveUp = this.root.clock.setTimeout(resolve, maxMs);
      void this.fetchNow().finally(() => {
        clearTimeout(giveUp as number);
        resolve();
      });
    });
  }

  /** Right away (a sign-in, a hydrated cart): no customer action to wait out. */
  fetchNow() {
    if (this.timer) clearTimeout(this.timer as number);
    this.timer = null;
    return this.fetch();
  }

  /** Fetches the discounts; during a fetch, restarts it for the newer cart and answers with it. */
  fetch(): Promise<void> {
    if (this.running) {
      this.restart = true;
      return this.running;
    }
    this.running = this.fetchLoop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async fetchLoop(): Promise<void> {
    do {
      this.restart = false;
      const generation = ++this.generation;
      const body = this.cartBody();
      const result = body
        ? await this.f.couponsApi.autoapply(body)
        : { ok: true as const, data: { coupons: [] as Coupon[], stocks: [] as PromoStock[] } };
      // A newer cart exists (changed while we waited): its own fetch will decide.
      if (generation !== this.generation) continue;
      if (result.ok) this.receive(result.data.coupons, result.data.stocks);
      else console.warn('discounts failed to load', result.problem); // SPEC.md §8: logged only
    } while (this.restart);
  }

  /** The shop's coupon list, once (a failed load is asked again next time). */
  async loadList(): Promise<void> {
    if (this.list && this.list.status !== 'failed') return;
    this.list = { status: 'loading' };
    const r = await this.f.couponsApi.list();
    runInAction(() => {
      if (r.ok) this.list = { status: 'loaded', coupons: r.data };
      else {
        console.warn('coupon list failed to load', r.problem); // SPEC.md §8: logged only
        this.list = { status: 'failed' };
      }
    });
  }

  /**
   * A coupon's full record for its terms: from the last discount answer (by the discount item's id
   * or the code), else from the shop's list by code. undefined: not known (yet).
   */
  couponFor(ref: { id?: string; code?: string }): Coupon | undefined {
    const byId = ref.id ? this.received.find((c) => String(c.id) === ref.id) : undefined;
    if (byId) return byId;
    if (!ref.code) return undefined;
    return (
      couponByCode(this.received, ref.code) ??
      (this.list?.status === 'loaded' ? couponByCode(this.list.coupons, ref.code) : undefined)
    );
  }

  private receive(coupons: Coupon[], stocks: PromoStock[]) {
    this.received = coupons;
    this.receivedStocks = stocks;
    const user = this.root.user.user;
    // SPEC.md §5 "Coupon list filter": what the customer is offered is a coupon list too; a coupon
    // the shop refused an order for is not offered again.
    const offered = visibleCoupons(
      withoutCodes(coupons, this.refused),
      user ? { id: user.ID } : null,
    );
    const plan = planDiscounts(offered, this.promocode, this.settings, this.currency, {
      stocks,
      signedIn: this.root.user.signedIn,
    });
    this.plan = plan;
    if (plan.kind === 'none') {
      this.selectedIds = [];
      this.choicePending = false;
    } else if (plan.kind === 'apply') {
      // Nothing competes: applied for the customer, so a later choice starts from the best offer.
      this.selectedIds = plan.items.map((i) => i.id);
      this.autoChosen = true;
    } else {
      // Coupons that stopped being eligible are deselected; the customer's still-valid choice
      // stays, and the gift a guest signed in for is theirs. Without either, the offer worth most to
      // this cart is chosen for them (issue 13), and the choice stays open ('Изменить выбор').
      const wanted = plan.items.find((i) => i.id === this.wantedGift);
      const kept = wanted
        ? [wanted.id]
        : this.autoChosen
          ? []
          : this.selectedIds.filter((id) => plan.items.some((i) => i.id === id));
      const best = kept.length > 0 ? null : this.bestOffer(plan.items);
      this.selectedIds = best ? [best] : kept;
      this.autoChosen = best !== null;
      this.choicePending = this.selectedIds.length === 0;
    }
    if (this.root.user.signedIn) this.wantedGift = null;
    this.syncGift();
  }

  private bestOffer(items: DiscountItem[]): string | null {
    const catalog = this.root.catalog;
    return bestDiscountId(items, {
      items: this.root.cart.itemsNet,
      promocode: this.promocode,
      giftPrice: (id) => catalog.productsById.get(id)?.price ?? null,
    });
  }

  private get currency(): string {
    return this.root.settings.currency === '₽' ? 'р' : this.root.settings.currency;
  }

  /** The customer's choice in the choose modal (one item, or none). */
  choose(id: string | null) {
    this.autoChosen = false;
    this.selectedIds = id ? [id] : [];
    this.choicePending = false;
    this.syncGift();
  }

  /** A guest taps 'Войти' beside a gift: sign in, then the gift is theirs (SPEC.md §6). */
  signInForGift(id: string) {
    this.wantedGift = id;
    this.root.ui.open('auth');
  }

  /** Gift lines follow the selection: cleared first, then the selected gift at the coupon price. */
  private syncGift() {
    const gift = this.applied.gift;
    this.root.cart.setGift(
      gift
        ? { ...gift, product: this.root.catalog.productsById.get(gift.productId) ?? null }
        : null,
    );
  }

  async applyPromo(code: string): Promise<boolean> {
    const body = this.cartBody();
    if (!code.trim() || !body || this.promoBusy) return false;
    this.promoBusy = true;
    this.promoError = null;
    const { coupons: _ignored, ...rest } = body;
    const r = await this.f.couponsApi.checkPromo({ ...rest, coupon_code: code.trim() });
    runInAction(() => {
      this.promoBusy = false;
      if (r.ok) {
        const c = r.data.coupon;
        this.promocode = { value: c.code, type: c.discount_type, amount: Number(c.amount) };
        this.refused = this.refused.filter((code) => code !== codeKey(c.code));
        // A code typed now may be worth more than the discount chosen before: the choice starts
        // again from the offer worth most (the customer can still change it).
        this.autoChosen = true;
        this.root.ui.notify(this.root.ui.t('coupons.promoApplied'));
      } else {
        this.promoError = problemText(this.root.ui.t, r.problem, {
          fallback: 'coupons.promoFailed',
        });
      }
    });
    if (r.ok) void this.fetch();
    return r.ok;
  }

  removePromo() {
    this.promocode = null;
    this.promoError = null;
    void this.fetch();
  }

  /**
   * The shop refused an order for this coupon (a returning guest's first-order discount): it comes
   * off the order, the promo code kept or the auto coupon chosen, and the total follows. Whether it
   * was on the order.
   */
  refuse(code: string): boolean {
    const refused = codeKey(code);
    if (!this.orderCodes.some((c) => codeKey(c) === refused)) return false;
    if (this.promocode && codeKey(this.promocode.value) === refused) this.promocode = null;
    else if (!this.refused.includes(refused)) this.refused.push(refused);
    this.receive(this.received, this.receivedStocks);
    return true;
  }

  reset() {
    this.plan = { kind: 'none' };
    this.selectedIds = [];
    this.promocode = null;
    this.choicePending = false;
    this.autoChosen = false;
    this.wantedGift = null;
  }

  /** The autoapply body: the lines, the delivery, and when the order is received (the slot). */
  private cartBody(): AutoapplyBody | null {
    const { cart, delivery, user, clock } = this.root;
    const lines = cart.lines.filter((l) => !l.isGift);
    if (lines.length === 0) return null;
    return {
      cart_total: cart.summary.items,
      delivery_type: delivery.shippingType,
      customer_id: user.user?.ID ?? null,
      cart_items: autoapplyItems(lines),
      ...receiveMoment(this.f.checkout.slot, clock.now(), delivery.timeZone),
      coupons: this.selectedIds,
      meta_data: [{ key: 'stock_id', value: delivery.warehouseId ?? '' }],
    };
  }
}
