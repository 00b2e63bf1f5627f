import { describe, expect, it } from 'vitest';
import {
  availablePaymentMethods,
  payableInHost,
  isPaidOnHandover,
  type PaymentPlace,
  type PaymentRules,
} from '../../../src/domain/payment-methods';
import { paymentMethodSchema } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const methods = [
  {
    id: 'cod',
    title: 'Наличными',
    enabled: true,
    shipping_methods: ['flat_rate', 'local_pickup'],
    warehouse_ids: ['101', '202'],
  },
  {
    id: 'card_courier',
    title: 'Картой',
    enabled: true,
    shipping_methods: ['flat_rate', 'local_pickup'],
    warehouse_ids: [],
  },
  {
    id: 'online',
    title: 'Онлайн',
    enabled: true,
    shipping_methods: ['flat_rate', 'local_pickup', 'wcso_booking'],
    warehouse_ids: ['101'],
  },
  {
    id: 'off',
    title: 'Выключен',
    enabled: false,
    shipping_methods: ['flat_rate'],
    warehouse_ids: [],
  },
].map((m) => v.parse(paymentMethodSchema, m));

const rules = (extra: Partial<PaymentRules> = {}): PaymentRules => ({
  filteredByLocation: true,
  useZonePayments: true,
  allZonesSame: false,
  zonePayments: { far: ['card_courier', 'online'] },
  ...extra,
});
const place = (extra: Partial<PaymentPlace> = {}): PaymentPlace => ({
  shippingType: 'flat_rate',
  warehouseId: '101',
  zone: 'centre',
  ...extra,
});

describe('availablePaymentMethods: SPEC.md §3 payment method filters', () => {
  const every = ['cod', 'card_courier', 'online'];
  it.each<[string, Partial<PaymentPlace>, Partial<PaymentRules>, string[]]>([
    ['delivery in an ordinary zone: every enabled method', {}, {}, every],
    ['a zone with its own list', { zone: 'far' }, {}, ['card_courier', 'online']],
    ['zone lists switched off', { zone: 'far' }, { useZonePayments: false }, every],
    ['all zones take every method', { zone: 'far' }, { allZonesSame: true }, every],
    ['another warehouse', { warehouseId: '202' }, {}, ['cod', 'card_courier']],
    ['warehouse filter off', { warehouseId: '202' }, { filteredByLocation: false }, every],
    ['pickup ignores zone lists', { shippingType: 'local_pickup', zone: 'far' }, {}, every],
    ['table booking', { shippingType: 'wcso_booking', zone: null }, {}, ['online']],
    ['no warehouse known', { warehouseId: null }, {}, ['card_courier']],
  ])('%s', (_label, where, extra, expected) => {
    expect(availablePaymentMethods(methods, place(where), rules(extra)).map((m) => m.id)).toEqual(
      expected,
    );
  });
});

describe('isPaidOnHandover: cash or card on delivery needs no online payment', () => {
  cases('%s → %s', isPaidOnHandover, [
    ['cod', true],
    ['card_courier', true],
    ['cod_pickup', true],
    ['demo_online', false],
    ['wc_cloudpayments_gateway', false],
  ]);
});

describe('payableInHost: a Telegram invoice opens only inside Telegram', () => {
  const list = [{ id: 'cod' }, { id: 'telegram_payments' }, { id: 'demo_online' }];
  it.each([
    ['web', ['cod', 'demo_online']],
    ['telegram', ['cod', 'telegram_payments', 'demo_online']],
  ] as const)('%s → %j', (host, expected) => {
    expect(payableInHost(list, host).map((m) => m.id)).toEqual(expected);
  });
});
