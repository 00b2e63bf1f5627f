// Where an order goes (SPEC.md §3 Shipping method, Pickup location, Payment method): the shipping
// method, the warehouse that serves the address's delivery zone or the chosen pickup point or
// restaurant, and the payment methods allowed there. The client's stock_id is only a hint.
import { OrderError, type OrderRequest } from './order-request.ts';
import { DELIVERY_PROBLEM_TEXT } from '../../src/domain/delivery-zone.ts';
import {
  addressDetailsProblems,
  DETAIL_PROBLEM_TEXT,
  detailsFromMeta,
} from '../../src/domain/address-details.ts';
import { quoteDelivery } from '../../src/domain/zone-lookup.ts';
import { availablePaymentMethods } from '../../src/domain/payment-methods.ts';
import type { OrderKind } from '../../src/domain/order-status.ts';
import { TABLE_META, tableSeat } from '../../src/domain/table-order.ts';
import {
  deliveryConditionSchema,
  mapFeatureSchema,
  parseEach,
  paymentMethodSchema,
  shippingMethodSchema,
  type DeliveryCondition,
  type PaymentMethod,
  type Settings,
} from '../../src/domain/model.ts';

export interface OrderPlace {
  kind: OrderKind;
  /** flat_rate, local_pickup, restaurants or wcso_booking. */
  shippingType: string;
  /** The settings' method id, e.g. 'flat_rate:1'. */
  shippingMethodId: string;
  shippingTitle: string;
  warehouseId: string;
  /** The delivery zone's condition (tiers, minimum, express); null for pickup and lounge. */
  zone: DeliveryCondition | null;
  express: boolean;
  /** The pickup point or restaurant. */
  place: { id: string; name: string; address: string } | null;
  /** Eating in at this table of the restaurant (its QR code); null otherwise. */
  table: string | null;
}

const KIND: Record<string, OrderKind> = {
  flat_rate: 'delivery',
  local_pickup: 'pickup',
  restaurants: 'lounge',
  wcso_booking: 'booking',
};

/** The shipping method of shipping_lines[0], and the warehouse that serves the order. */
export function orderPlace(req: OrderRequest, settings: Settings): OrderPlace {
  const methods = parseEach(shippingMethodSchema, settings.shipping_methods);
  const type = req.shippingMethod.split(':')[0] ?? '';
  const method =
    methods.find((m) => m.id === req.shippingMethod) ?? methods.find((m) => m.type === type);
  if (!method) {
    throw new OrderError(400, 'shipping_method_invalid', 'Выберите способ получения заказа');
  }
  const kind = KIND[method.type] ?? 'pickup';
  const base = {
    kind,
    shippingType: method.type,
    shippingMethodId: method.id,
    shippingTitle: method.name,
  };
  if (kind === 'delivery') {
    const lat = Number(req.meta.lat);
    const lon = Number(req.meta.long);
    const point: [number, number] | null =
      req.meta.lat && req.meta.long && Number.isFinite(lat) && Number.isFinite(lon)
        ? [lon, lat]
        : null;
    const quote = quoteDelivery(
      parseEach(mapFeatureSchema, settings.map.features),
      parseEach(deliveryConditionSchema, settings.delivery.conditions),
      point,
      0,
      { express: false },
    );
    if (!quote.ok) {
      const code = quote.problem === 'outside-zone' ? 'outside_zone' : 'invalid_address';
      throw new OrderError(400, code, DELIVERY_PROBLEM_TEXT[quote.problem]);
    }
    if (!req.billing.address_1 && !req.shipping.address_1) {
      throw new OrderError(400, 'invalid_address', DELIVERY_PROBLEM_TEXT['invalid-address']);
    }
    // A courier needs the flat (or office) of a block of flats; a private house says so.
    const details = detailsFromMeta(
      Object.entries(req.meta).map(([key, value]) => ({ key, value })),
    );
    const [field, problem] = Object.entries(addressDetailsProblems(details))[0] ?? [];
    if (field && problem) {
      const code =
        problem === 'flat-required' ? 'address_flat_required' : `address_${field}_too_long`;
      throw new OrderError(400, code, DETAIL_PROBLEM_TEXT[problem], { field });
    }
    const express = ['1', 'true', 'yes'].includes(req.meta.express ?? '');
    return {
      ...base,
      warehouseId: quote.warehouseId,
      zone: quote.condition,
      express: express && quote.condition.express,
      place: null,
      table: null,
    };
  }
  const table = req.meta[TABLE_META.table];
  if (table) {
    if (kind !== 'lounge') {
      throw new OrderError(400, 'table_invalid', 'Заказ к столу оформляется только в зале');
    }
    const seat = tableSeat(methods, {
      restaurantId: req.meta[TABLE_META.restaurant] || req.pickupPoint || '',
      table,
    });
    if (!seat) {
      throw new OrderError(
        400,
        'table_invalid',
        'Такого стола нет: отсканируйте QR-код на столе ещё раз',
      );
    }
    const r = method.restaurants.find((x) => x.id === seat.restaurantId);
    return {
      ...base,
      shippingMethodId: seat.methodId,
      warehouseId: seat.warehouseId,
      zone: null,
      express: false,
      place: { id: seat.restaurantId, name: seat.restaurantName, address: r?.address ?? '' },
      table: seat.table,
    };
  }
  const places = [...method.pickup_locations, ...method.restaurants];
  const chosen =
    places.find((p) => p.id === req.pickupPoint) ??
    (req.pickupPoint === null && req.meta.stock_id
      ? places.find((p) => p.warehouse_id === req.meta.stock_id)
      : undefined);
  const known = settings.locations.some((l) => l.warehouse_id === req.meta.stock_id);
  if (!chosen && (places.length > 0 || !known)) {
    const what = kind === 'pickup' ? 'пункт самовывоза' : 'ресторан';
    throw new OrderError(400, 'place_invalid', `Выберите ${what}`);
  }
  return {
    ...base,
    warehouseId: chosen?.warehouse_id ?? req.meta.stock_id!,
    zone: null,
    express: false,
    place: chosen ? { id: chosen.id, name: chosen.name, address: chosen.address } : null,
    table: null,
  };
}

/** The payment method asked for, if this shipping method, warehouse and zone take it. */
export function orderPayment(id: string, where: OrderPlace, settings: Settings): PaymentMethod {
  const offered = availablePaymentMethods(
    parseEach(paymentMethodSchema, settings.payment_methods),
    {
      shippingType: where.shippingType,
      warehouseId: where.warehouseId,
      zone: where.zone?.zone ?? null,
    },
    {
      filteredByLocation: settings.settings.payment.payments_filtered_by_location,
      useZonePayments: settings.delivery.use_zones_payments_methods,
      allZonesSame: settings.delivery.all_zones_payments_status,
      zonePayments: settings.delivery.all_zones_zone_payment_methods,
    },
  );
  const method = offered.find((m) => m.id === id);
  if (!method) {
    throw new OrderError(400, 'payment_method_unavailable', 'Этот способ оплаты здесь недоступен', {
      available: offered.map((m) => m.id),
    });
  }
  return method;
}
