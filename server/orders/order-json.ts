// The WooCommerce order object the storefront reads (BACKEND-CONTRACT.md "Order creation …
// Response", WooCommerce REST orders: money as strings) with the vendor's fields, built from a
// priced order. Line items: a dish, its supplements as 'ingredient' lines, gifts.
import { isAutoapply } from '../../src/domain/coupon-eligibility.ts';
import type { OrderRequest } from './order-request.ts';
import type { PricedOrder } from './order-pricing.ts';
import { dishUnitPrice, freeAddonsByLine } from '../../src/domain/cart-price.ts';
import {
  cancelDeadline,
  orderStatusLabel,
  type OrderStatus,
} from '../../src/domain/order-status.ts';
import { roundMoney } from '../../src/domain/money.ts';
import { TABLE_META } from '../../src/domain/table-order.ts';

export const money = (n: number) => roundMoney(n).toFixed(2);

type Meta = { key: string; value: unknown }[];

/** One line as sold: what the stock gives (units) and what it costs after free add-ons. */
export interface ItemDraft {
  type: 'main' | 'ingredient' | 'gift';
  productId: number;
  name: string;
  /** Dishes: portions (the cart's count); supplements: units in the whole order. */
  quantity: number;
  units: number;
  /** Per quantity: a portion's price (unit price × add_to_basket_once), a supplement's price. */
  price: number;
  subtotal: number;
  /** After free add-ons, before the order's coupons and bonuses. */
  total: number;
  meta: Meta;
  cartItemIndex: number;
  /** A supplement's dish: its index among the drafts, and its product. */
  parent: { draft: number; productId: number } | null;
  image: string;
  /** A variable product's variation and its attributes. */
  variationId: number;
}

/**
 * How an order names its lines and their options: in the language it was placed in, as WPML saves
 * an order's items (server/orders/order-names.ts); as the shop wrote them by default.
 */
export interface LineNames {
  dish: (productId: number, name: string) => string;
  option: (name: string) => string;
}
export const AS_WRITTEN: LineNames = { dish: (_, name) => name, option: (name) => name };

/**
 * The drafts of a priced order. Supplements: per portion of the dish, the first freeLimit units
 * in pick order are free (cartSummary's rule); an add-on line keeps its own free part.
 */
export function itemDrafts(priced: PricedOrder, names: LineNames = AS_WRITTEN): ItemDraft[] {
  const free = freeAddonsByLine(
    priced.lines.map((l) => l.line),
    priced.addons,
  );
  const drafts: ItemDraft[] = [];
  priced.lines.forEach(({ line, optionNames, giftCoupon }, index) => {
    const optionsLabel = optionNames.map(names.option).join(', ');
    const portions = line.count * line.add_to_basket_once;
    let freeLeft = priced.addons.freeLimit ?? 0;
    const supplements = line.supplements.map((s) => {
      const freeUnits = Math.max(0, Math.min(freeLeft, s.count));
      freeLeft -= freeUnits;
      const quantity = s.count * portions;
      const subtotal = roundMoney(s.price * quantity);
      return {
        s,
        quantity,
        subtotal,
        total: roundMoney(subtotal - freeUnits * s.price * portions),
      };
    });
    const supplementsFree = supplements.reduce((sum, x) => sum + (x.subtotal - x.total), 0);
    // The dish as sold: its unit price after the combo discount, by weight for 'кг' (lineTotal's).
    const subtotal = roundMoney(dishUnitPrice(line) * portions);
    const main =
      drafts.push({
        type: line.isGift ? 'gift' : 'main',
        productId: line.id,
        name: names.dish(line.id, line.name),
        quantity: line.count,
        units: portions,
        price: roundMoney(dishUnitPrice(line) * line.add_to_basket_once),
        subtotal,
        total: roundMoney(subtotal - ((free[index] ?? 0) - supplementsFree)),
        meta: [
          { key: 'options', value: line.options },
          ...(line.variation_data ? [{ key: 'variation_data', value: line.variation_data }] : []),
          ...(optionsLabel ? [{ key: 'options_label', value: optionsLabel }] : []),
          ...(giftCoupon ? [{ key: 'gift_coupon', value: giftCoupon }] : []),
        ],
        cartItemIndex: index,
        parent: null,
        image: line.image,
        variationId: line.variation_id ?? 0,
      }) - 1;
    for (const x of supplements) {
      drafts.push({
        type: 'ingredient',
        productId: x.s.id,
        name: names.dish(x.s.id, x.s.name),
        quantity: x.quantity,
        units: x.quantity,
        price: x.s.price,
        subtotal: x.subtotal,
        total: x.total,
        meta: [{ key: 'quantity_per_item', value: x.s.count }],
        cartItemIndex: index,
        parent: { draft: main, productId: line.id },
        image: '',
        variationId: 0,
      });
    }
  });
  return drafts;
}

/** WooCommerce's line item, with the vendor's type / parent_id / cart_item_index. */
export function lineItemJson(
  id: number,
  draft: ItemDraft,
  parentItemId: number | null,
): Record<string, unknown> {
  return {
    id,
    name: draft.name,
    product_id: draft.productId,
    variation_id: draft.variationId,
    ...(draft.variationId
      ? {
          variation_data: draft.meta.find((m) => m.key === 'variation_data')?.value ?? {},
        }
      : {}),
    quantity: draft.quantity,
    tax_class: '',
    subtotal: money(draft.subtotal),
    subtotal_tax: '0.00',
    total: money(draft.total),
    total_tax: '0.00',
    taxes: [],
    meta_data: draft.meta,
    sku: '',
    price: draft.price,
    image: { src: draft.image },
    type: draft.type,
    cart_item_index: draft.cartItemIndex,
    ...(draft.parent ? { parent_id: draft.parent.productId, parent_item_id: parentItemId } : {}),
  };
}

export function orderJson(o: {
  id: number;
  orderKey: string;
  at: string;
  status: OrderStatus;
  customerId: number;
  req: OrderRequest;
  priced: PricedOrder;
  lineItems: Record<string, unknown>[];
  paymentUrl: string | null;
  /** The customer's food preferences as the kitchen reads them (preferencesForOrder). */
  preferences?: string | null;
}): Record<string, unknown> {
  const { priced, req, at } = o;
  const s = priced.summary;
  const deadline = cancelDeadline(
    { status: o.status, createdAt: Date.parse(at) },
    priced.cancelSeconds,
  );
  const serverMeta: Record<string, unknown> = {
    stock_id: priced.warehouseId,
    _bonuses: s.bonus,
    ...(priced.zone
      ? {
          zone: priced.zone.zone,
          delivery_time: priced.zone.time_deliv,
          express: priced.express ? 1 : 0,
        }
      : {}),
    ...(priced.place
      ? { local_pickup_name: priced.place.name, pickup_address: priced.place.address }
      : {}),
    ...(priced.table && priced.place
      ? { [TABLE_META.restaurant]: priced.place.id, [TABLE_META.table]: priced.table }
      : {}),
    ...(o.preferences ? { customer_preferences: o.preferences } : {}),
  };
  if (priced.promotions.length > 0) {
    serverMeta.promo_stocks = priced.promotions.map((p) => ({
      id: p.promotion.id.replace(/^stock:/, ''),
      name: p.promotion.name,
      discount: money(p.discount),
    }));
  }
  const meta = { ...req.meta, ...serverMeta };
  return {
    id: o.id,
    parent_id: 0,
    number: String(o.id),
    order_key: o.orderKey,
    created_via: 'rest-api',
    version: '1',
    status: o.status,
    status_label: orderStatusLabel(o.status),
    order_kind: priced.kind,
    // Eating in at a table: the restaurant's kitchen and the waiter read it here.
    table:
      priced.table && priced.place
        ? { restaurant_id: priced.place.id, number: priced.table }
        : null,
    currency: 'RUB',
    currency_symbol: '₽',
    ...newOrderDates(at),
    cancel_seconds: priced.cancelSeconds,
    cancel_until: deadline === null ? null : new Date(deadline).toISOString(),
    discount_total: money(s.discount),
    discount_tax: '0.00',
    shipping_total: money(s.delivery),
    shipping_tax: '0.00',
    cart_tax: '0.00',
    total: money(s.total),
    total_tax: '0.00',
    prices_include_tax: true,
    customer_id: o.customerId,
    customer_note: req.customerNote,
    billing: { ...req.billing, phone: priced.phone },
    shipping: req.shipping,
    payment_method: priced.payment.id,
    payment_method_title: priced.payment.title,
    transaction_id: '',
    payment_url: o.paymentUrl,
    bonuses: s.bonus,
    bonuses_earned: 0,
    totals: {
      items: s.items,
      free_addons: s.freeAddons,
      discount: s.discount,
      delivery: s.delivery,
      delivery_hidden: s.deliveryHidden,
      bonus: s.bonus,
      total: s.total,
    },
    line_items: o.lineItems,
    tax_lines: [],
    shipping_lines: [
      {
        id: 1,
        method_id: priced.shippingType,
        instance_id: priced.shippingMethodId.split(':')[1] ?? '',
        method_title: priced.shippingTitle,
        total: money(s.delivery),
        total_tax: '0.00',
        taxes: [],
        pickup_point: priced.place?.id ?? null,
        meta_data: [],
      },
    ],
    fee_lines: [],
    coupon_lines: priced.coupons.map((c, i) => ({
      id: i + 1,
      code: c.coupon.code,
      // An automatic discount's name as the cart showed it ('Скидка 10% на самовывоз'): its code
      // means nothing to the customer. A typed code stays as typed.
      description:
        isAutoapply(c.coupon) && typeof c.coupon.description === 'string'
          ? c.coupon.description
          : '',
      discount: money(c.discount),
      discount_tax: '0.00',
      discount_type: c.coupon.discount_type,
      amount: String(c.coupon.amount),
      meta_data: [],
    })),
    refunds: [],
    meta_data: Object.entries(meta).map(([key, value], i) => ({ id: i + 1, key, value })),
  };
}

/**
 * The WooCommerce order object moved to a status, in place: paid on pending → processing (with the
 * gateway's transaction id), completed on handover, the payment link gone once it is not pending,
 * the status and its label, the modification date, and the cancel window recomputed.
 */
export function withStatus(
  data: Record<string, unknown>,
  change: { from: string; to: OrderStatus; at: string; createdAt: string; transactionId?: string },
): void {
  const { from, to, at } = change;
  const gmt = at.slice(0, 19);
  if (from === 'pending' && to === 'processing') {
    data.date_paid = at;
    data.date_paid_gmt = gmt;
    data.transaction_id = change.transactionId ?? '';
  }
  if (to === 'completed') {
    data.date_completed = at;
    data.date_completed_gmt = gmt;
  }
  if (to !== 'pending') data.payment_url = null;
  data.status = to;
  data.status_label = orderStatusLabel(to);
  data.date_modified = at;
  data.date_modified_gmt = gmt;
  const deadline = cancelDeadline(
    { status: to, createdAt: Date.parse(change.createdAt) },
    Number(data.cancel_seconds ?? 0),
  );
  data.cancel_until = deadline === null ? null : new Date(deadline).toISOString();
}

/**
 * A new WooCommerce order's dates: created and modified now (local and GMT, as the REST API writes
 * them), not paid and not completed yet.
 */
export function newOrderDates(at: string) {
  const gmt = at.slice(0, 19);
  return {
    date_created: at,
    date_created_gmt: gmt,
    date_modified: at,
    date_modified_gmt: gmt,
    date_paid: null,
    date_paid_gmt: null,
    date_completed: null,
    date_completed_gmt: null,
  };
}
