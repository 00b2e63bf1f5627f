import { describe, expect, it } from 'vitest';
import {
  DELIVERY_PROBLEM_TEXT,
  deliveryPrice,
  mapCenter,
  parseCoord,
  parseZoneId,
  zonesOf,
  type LonLat,
} from '../../../src/domain/delivery-zone';
import { deliveryZoneAt, quoteDelivery } from '../../../src/domain/zone-lookup';
import { deliveryConditionSchema, mapFeatureSchema } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const square = (description: string, [lon1, lat1, lon2, lat2]: [number, number, number, number]) =>
  v.parse(mapFeatureSchema, {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [lon1, lat1],
          [lon2, lat1],
          [lon2, lat2],
          [lon1, lat2],
          [lon1, lat1],
        ],
      ],
    },
    properties: { description, fill: '#ff0000' },
  });

// Longitude first: central Moscow is around [37.6, 55.75].
const features = [
  square('Центр #cid=center', [37.5, 55.7, 37.7, 55.8]),
  square('Север #cid=north', [37.5, 55.8, 37.7, 55.9]),
  square('без идентификатора', [30, 50, 40, 60]),
];

const conditions = [
  v.parse(deliveryConditionSchema, {
    warehouse_id: 1,
    zone: 'center',
    express: true,
    express_cost: 150,
    sum: [
      { min_sum_order: 0, deliv_price: 300 },
      { min_sum_order: 1000, deliv_price: 150 },
      { min_sum_order: 2000, deliv_price: 0 },
    ],
  }),
  v.parse(deliveryConditionSchema, { warehouse_id: '2', zone: 'north', sum: [] }),
];
const center = conditions[0]!;

describe('parseZoneId', () => {
  cases('%j -> %j', parseZoneId, [
    ['Центр #cid=center', 'center'],
    ['#cid=zone_1 доставка 60 минут', 'zone_1'],
    ['<p>#cid=%D0%B7%D0%BE%D0%BD%D0%B0</p>', 'зона'],
    ['#cid=50%off', '50%off'],
    ['no zone here', null],
    ['', null],
  ]);
});

describe('deliveryZoneAt: coordinates longitude first', () => {
  it.each<[string, LonLat, string | null]>([
    ['inside the centre zone', [37.6, 55.75], 'center'],
    ['inside the northern zone', [37.6, 55.85], 'north'],
    ['on the shared border the first listed zone wins', [37.6, 55.8], 'center'],
    ['latitude-first by mistake is outside', [55.75, 37.6], null],
    ['far away', [30.3, 59.9], null],
    ['not a coordinate', [Number.NaN, 55.75], null],
  ])('%s', (_label, point, expected) => {
    expect(deliveryZoneAt(features, point)).toBe(expected);
  });
});

describe('deliveryPrice: first tier by default, last reached tier wins, express adds its cost', () => {
  it.each([
    ['below every threshold above the first', 500, false, 300],
    ['equal to a threshold reaches it', 1000, false, 150],
    ['between thresholds', 1999.99, false, 150],
    ['top tier', 2500, false, 0],
    ['express adds express_cost', 500, true, 450],
    ['express on free delivery', 2500, true, 150],
  ])('%s (%d)', (_label, items, express, expected) => {
    expect(deliveryPrice(center, items, { express })).toBe(expected);
  });

  it('tiers in admin order: a later lower threshold still wins', () => {
    const odd = {
      express_cost: 0,
      sum: [
        { min_sum_order: 0, deliv_price: 300 },
        { min_sum_order: 2000, deliv_price: 0 },
        { min_sum_order: 500, deliv_price: 200 },
      ],
    };
    expect(deliveryPrice(odd, 2500, { express: false })).toBe(200);
  });

  it('default tier even when its minimum is not reached', () => {
    expect(
      deliveryPrice({ express_cost: 0, sum: [{ min_sum_order: 500, deliv_price: 250 }] }, 100, {
        express: false,
      }),
    ).toBe(250);
  });

  it('no tiers: no price', () => {
    expect(deliveryPrice({ express_cost: 0, sum: [] }, 100, { express: false })).toBeNull();
  });
});

describe('quoteDelivery: problems map to the spec texts', () => {
  it.each<[string, LonLat | null, object]>([
    [
      'inside a priced zone',
      [37.6, 55.75],
      { ok: true, zone: 'center', warehouseId: '1', price: 150 },
    ],
    ['no coordinates', null, { ok: false, problem: 'invalid-address' }],
    ['impossible coordinates', [200, 95], { ok: false, problem: 'invalid-address' }],
    ['outside every zone', [30.3, 59.9], { ok: false, problem: 'outside-zone' }],
    ['zone without price tiers', [37.6, 55.85], { ok: false, problem: 'no-price' }],
  ])('%s', (_label, point, expected) => {
    expect(quoteDelivery(features, conditions, point, 1200, { express: false })).toMatchObject(
      expected,
    );
  });

  it('zone without a condition has no price', () => {
    expect(quoteDelivery(features, [], [37.6, 55.75], 0, { express: false })).toEqual({
      ok: false,
      problem: 'no-price',
    });
  });

  it.each([
    ['invalid-address', 'Выберите корректный адрес'],
    ['outside-zone', 'Ваш адрес вне зоны доставки'],
    ['no-price', 'Невозможно определить стоимость доставки'],
  ] as const)('%s text', (problem, text) => {
    expect(DELIVERY_PROBLEM_TEXT[problem]).toBe(text);
  });
});

describe("parseCoord / mapCenter: 'lat,lon' parsed and reversed", () => {
  it.each([
    ['55.75,37.61', [37.61, 55.75]],
    [' 55.75 , 37.61 ', [37.61, 55.75]],
    ['-33.86,151.2', [151.2, -33.86]],
    ['55.75', null],
    ['55.75,37.61,1', null],
    ['abc,def', null],
    [',37.6', null],
    ['', null],
    ['95,37', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseCoord(text)).toEqual(expected);
    expect(mapCenter(text)).toEqual(expected);
  });
});

describe('zonesOf: the zones of a city, named from the description', () => {
  it.each<[string, string | null, string[]]>([
    ['every zone', null, ['Центр', 'Север', 'без идентификатора']],
    [
      'warehouse 1: its zone, and the one no condition claims',
      '1',
      ['Центр', 'без идентификатора'],
    ],
    ['warehouse 2', '2', ['Север', 'без идентификатора']],
  ])('%s', (_label, warehouse, names) => {
    expect(zonesOf(features, conditions, warehouse).map((z) => z.name)).toEqual(names);
  });

  it('carries the condition and falls back to the zone id for a name', () => {
    const onlyId = square('#cid=east', [37.7, 55.7, 37.8, 55.8]);
    const [zone] = zonesOf([onlyId], conditions, null);
    expect(zone).toMatchObject({ name: 'east', condition: null });
    expect(zonesOf(features, conditions, '1')[0]?.condition).toBe(center);
  });
});
