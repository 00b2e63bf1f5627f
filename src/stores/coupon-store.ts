// Automatic discounts, gifts and the promo code (SPEC.md §4 Discount fetching). Fetches run one at a
// time: a change during a fetch sets a restart flag, and an answer for an older cart is dropped, so
// quick cart changes never leave a stale discount applied.
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Features } from './features.ts';
import type { Coupon } from '../domain/coupon-eligibility.ts';
import {
  applySelection,
  planDiscounts,
  type DiscountItem,
  type DiscountPlan,
  type DiscountSettings,
  type Promocode,
} from '../domain/discount-choice.ts';
import { bestDiscountId } from '../domain/best-discount.ts';
import type { AutoapplyBody } from '../api/coupons-api.ts';
import { problemMessage } from '../api/client.ts';

/** SPEC.md §9: the delayed re-fetch waits 2000 ms. */
export const DISCOUNT_REFETCH_MS = 2000;

export class CouponStore {
  settings: DiscountSettings = {
    auto_coupons_summing: false,
    coupons_and_auto_coupons_summing: false,
    auto_coupons_and_promo_summing: false,
    app_use_bon_with_auto_promo: true,
  };
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
  private running = false;
  private restart = false;
  private generation = 0;
  private timer: unknown = null;

  constructor(
    private root: RootStore,
    private f: Features,
  ) {
    makeAutoObservable<CouponStore, 'root' | 'f' | 'running' | 'restart' | 'generation' | 'timer'>(
      this,
      {
        root: false,
        f: false,
        running: false,
        restart: false,
        generation: false,
        timer: false,
      },
    );
  }

  async loadSettings() {
    const r = await this.f.couponsApi.settings();
    if (r.ok) runInAction(() => (this.settings = r.data));
  }

  get items(): DiscountItem[] {
    return this.plan.kind === 'none' ? [] : this.plan.items;
  }
  get selected(): DiscountItem[] {
    return this.items.filter((i) => this.selectedIds.includes(i.id));
  }
  get applied() {
    return applySelection(this.selected);
  }
  /** Discounts in force, for the one price function: fixed roubles and percent. */
  get discounts(): { fixed: number; percent: number } {
    const autos = this.plan.kind === 'none' ? [] : this.applied.appliedAutoCoupons;
    const promo =
      this.promocode && (this.plan.kind === 'none' || this.applied.keepPromocode)
        ? [this.promocode]
        : [];
    const all = [
      ...autos.map((a) => ({ type: a.discountType, amount: a.amount })),
      ...promo.map((p) => ({ type: p.type, amount: p.amount })),
    ];
    return {
      fixed: all.filter((d) => d.type === 'fixed_cart').reduce((s, d) => s + d.amount, 0),
      percent: Math.min(
        100,
        all.filter((d) => d.type === 'percent').reduce((s, d) => s + d.amount, 0),
      ),
    };
  }

  /** SPEC.md §4: the delayed variant, after cart changes. */
  fetchSoon() {
    this.generation++;
    if (this.timer) clearTimeout(this.timer as number);
    this.timer = this.root.clock.setTimeout(() => void this.fetch(), DISCOUNT_REFETCH_MS);
  }

  async fetch(): Promise<void> {
    if (this.running) {
      this.restart = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.restart = false;
        const generation = ++this.generation;
        const body = this.cartBody();
        const result = body
          ? await this.f.couponsApi.autoapply(body)
          : { ok: true as const, data: [] as Coupon[] };
        // A newer cart exists (changed while we waited): its own fetch will decide.
        if (generation !== this.generation) continue;
        if (result.ok) this.receive(result.data);
        else console.warn('discounts failed to load', result.problem); // SPEC.md §8: logged only
      } while (this.restart);
    } finally {
      this.running = false;
    }
  }

  private receive(coupons: Coupon[]) {
    const plan = planDiscounts(
      coupons,
      this.promocode,
      this.settings,
      this.root.settings.currency === '₽' ? 'р' : this.root.settings.currency,
    );
    this.plan = plan;
    if (plan.kind === 'none') {
      this.selectedIds = [];
      this.choicePending = false;
    } else if (plan.kind === 'apply') {
      this.selectedIds = plan.items.map((i) => i.id);
    } else {
      // Coupons that stopped being eligible are deselected; the customer's still-valid choice
      // stays. Without one, the offer worth most to this cart is chosen for them (issue 13), and
      // the choice stays open ('Изменить выбор').
      const kept = this.autoChosen
        ? []
        : this.selectedIds.filter((id) => plan.items.some((i) => i.id === id));
      const best = kept.length > 0 ? null : this.bestOffer(plan.items);
      this.selectedIds = best ? [best] : kept;
      this.autoChosen = best !== null;
      this.choicePending = this.selectedIds.length === 0;
    }
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

  /** The customer's choice in the choose modal (one item, or none). */
  choose(id: string | null) {
    this.autoChosen = false;
    this.selectedIds = id ? [id] : [];
    this.choicePending = false;
    this.syncGift();
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
        this.root.ui.notify(this.root.ui.t('coupons.promoApplied'));
      } else {
        this.promoError = problemMessage(r.problem, this.root.ui.t('coupons.promoFailed'));
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

  reset() {
    this.plan = { kind: 'none' };
    this.selectedIds = [];
    this.promocode = null;
    this.choicePending = false;
    this.autoChosen = false;
  }

  private cartBody(): AutoapplyBody | null {
    const lines = this.root.cart.lines.filter((l) => !l.isGift);
    if (lines.length === 0) return null;
    const now = new Date(this.root.clock.now());
    const takeDate = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
    return {
      cart_total: this.root.cart.summary.items,
      delivery_type: this.root.delivery.shippingType,
      customer_id: this.root.user.user?.ID ?? null,
      cart_items: Object.fromEntries(
        lines.map((l) => [
          String(l.id),
          {
            product: { id: l.id, name: l.name },
            quantity: l.count * l.add_to_basket_once,
            variation: l.variation_id ?? 0,
            price: l.price * l.add_to_basket_once,
          },
        ]),
      ),
      take_date: takeDate,
      coupons: this.selectedIds,
      meta_data: [{ key: 'stock_id', value: this.root.delivery.warehouseId ?? '' }],
    };
  }
}
