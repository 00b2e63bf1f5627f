import { describe, expect, it } from 'vitest';
import { emptyDetails } from '../../../src/domain/address-details';
import {
  metaText,
  receiptLines,
  receiptPlace,
  receiptTime,
  type ReceiptItemSource,
} from '../../../src/domain/order-receipt';

const item = (over: Partial<ReceiptItemSource> & { id: number; name: string }) => ({
  quantity: 1,
  total: '0.00',
  price: 0,
  type: 'main',
  parent_item_id: null,
  meta_data: [],
  ...over,
});

describe('receiptLines: dishes with their options, supplements and gifts', () => {
  it('puts supplements under their dish and keeps the order of the dishes', () => {
    const lines = receiptLines([
      item({
        id: 1,
        name: 'Пепперони',
        total: '790.00',
        price: 790,
        meta_data: [{ key: 'options_label', value: '30 см' }],
      }),
      item({ id: 2, name: 'Сырный соус', type: 'ingredient', parent_item_id: 1, quantity: 1 }),
      item({
        id: 3,
        name: 'Сыр',
        type: 'ingredient',
        parent_item_id: 1,
        quantity: 2,
        total: '89.00',
      }),
      item({ id: 4, name: 'Пакет', quantity: 3, total: '15.00', price: 5 }),
      item({ id: 5, name: 'Филадельфия', type: 'gift' }),
    ]);
    expect(lines).toEqual([
      {
        id: 1,
        name: 'Пепперони',
        quantity: 1,
        total: 790,
        unitPrice: 790,
        options: '30 см',
        gift: false,
        addons: [
          { id: 2, name: 'Сырный соус', quantity: 1, total: 0 },
          { id: 3, name: 'Сыр', quantity: 2, total: 89 },
        ],
      },
      {
        id: 4,
        name: 'Пакет',
        quantity: 3,
        total: 15,
        unitPrice: 5,
        options: null,
        gift: false,
        addons: [],
      },
      {
        id: 5,
        name: 'Филадельфия',
        quantity: 1,
        total: 0,
        unitPrice: 0,
        options: null,
        gift: true,
        addons: [],
      },
    ]);
  });

  it('a supplement whose dish is missing stands alone', () => {
    const lines = receiptLines([
      item({ id: 7, name: 'Соус', type: 'ingredient', parent_item_id: 99, total: '49' }),
    ]);
    expect(lines).toMatchObject([{ id: 7, name: 'Соус', total: 49, unitPrice: 49, addons: [] }]);
  });
});

describe('receiptPlace: where the order goes', () => {
  const order = (kind: string, address = '', meta: { key: string; value: string }[] = []) => ({
    order_kind: kind,
    billing: { address_1: address, city: 'Москва' },
    meta_data: meta,
  });
  /** The delivery place a receipt shows: every detail blank unless the order gave it. */
  const deliveryTo = (address: string, details: Record<string, string | boolean> = {}) => ({
    kind: 'delivery',
    address,
    ...emptyDetails(),
    ...details,
  });
  it.each<[string, ReturnType<typeof order>, unknown]>([
    [
      'a delivery with its flat, entrance, floor and intercom',
      order('delivery', 'ул. Покровка, 17', [
        { key: 'billing_flat', value: '12' },
        { key: 'entrance', value: '2' },
        { key: 'floor', value: '4' },
        { key: 'enter_code', value: '12К' },
      ]),
      deliveryTo('Москва, ул. Покровка, 17', {
        flat: '12',
        entrance: '2',
        floor: '4',
        intercom: '12К',
      }),
    ],
    [
      'a private house with a note for the courier',
      order('delivery', 'ул. Садовая, 3', [
        { key: 'private_house', value: '1' },
        { key: 'courier_comment', value: 'Калитка слева' },
      ]),
      deliveryTo('Москва, ул. Садовая, 3', { comment: 'Калитка слева', privateHouse: true }),
    ],
    [
      'an address that names its city already',
      order('delivery', 'Москва, ул. Покровка, 17'),
      deliveryTo('Москва, ул. Покровка, 17'),
    ],
    ['a delivery without an address', order('delivery'), null],
    [
      'a pickup point',
      order('pickup', '', [
        { key: 'local_pickup_name', value: 'Тарелка на Тверской' },
        { key: 'pickup_address', value: 'Тверская, 7' },
      ]),
      { kind: 'pickup', name: 'Тарелка на Тверской', address: 'Тверская, 7' },
    ],
    ['a pickup with no point named', order('pickup'), null],
    [
      'eating in at a table (its QR code)',
      order('lounge', '', [
        { key: 'local_pickup_name', value: 'Ресторан на Покровке' },
        { key: 'pickup_address', value: 'Москва, ул. Покровка, 17' },
        { key: 'table_number', value: '12' },
      ]),
      {
        kind: 'pickup',
        name: 'Ресторан на Покровке',
        address: 'Москва, ул. Покровка, 17',
        table: '12',
      },
    ],
  ])('%s', (_label, o, place) => {
    expect(receiptPlace(o)).toEqual(place);
  });
});

describe('receiptTime and metaText', () => {
  it.each<[string, { key: string; value: unknown }[], unknown]>([
    ['as soon as possible', [{ key: 'billing_gatetimecheckout', value: 'asap' }], null],
    ['nothing said', [], null],
    [
      'a chosen slot',
      [
        { key: 'billing_gatetimecheckout', value: '14:00-14:30' },
        { key: 'take_date', value: '18.11.2026' },
      ],
      { date: '18.11.2026', slot: '14:00-14:30' },
    ],
  ])('%s', (_label, meta, time) => {
    expect(receiptTime(meta)).toEqual(time);
  });

  it('reads text and numbers, and nothing else', () => {
    const meta = [
      { key: 'floor', value: 4 },
      { key: 'flat', value: ' 12 ' },
      { key: 'x', value: { a: 1 } },
    ];
    expect([metaText(meta, 'floor'), metaText(meta, 'flat'), metaText(meta, 'x')]).toEqual([
      '4',
      '12',
      '',
    ]);
  });
});
