import { describe, expect, it } from 'vitest';
import {
  deliveryKindOf,
  deliveryTypes,
  placesOf,
  wooMethodOf,
} from '../../../src/domain/delivery-types';
import { shippingMethodSchema } from '../../../src/domain/model';
import * as v from 'valibot';

const method = (extra: Record<string, unknown>) =>
  v.parse(shippingMethodSchema, { id: 'm', name: 'Метод', type: 'flat_rate', ...extra });

describe('deliveryKindOf: SPEC.md §3 Shipping method kinds', () => {
  it.each([
    ['flat_rate', 'delivery'],
    ['local_pickup', 'pickup'],
    ['restaurants', 'lounge'],
    ['wcso_booking', 'lounge'],
  ] as const)('%s -> %s', (type, kind) => {
    expect(deliveryKindOf(type)).toBe(kind);
    expect(['flat_rate', 'local_pickup', 'restaurants']).toContain(wooMethodOf(kind));
  });

  it('keeps the admin’s order and names', () => {
    const list = deliveryTypes([
      method({ id: 'local_pickup:2', type: 'local_pickup', name: 'Самовывоз' }),
      method({ id: 'flat_rate:1', name: 'Доставка' }),
    ]);
    expect(list).toEqual([
      { id: 'local_pickup:2', kind: 'pickup', type: 'local_pickup', name: 'Самовывоз' },
      { id: 'flat_rate:1', kind: 'delivery', type: 'flat_rate', name: 'Доставка' },
    ]);
  });
});

describe("placesOf: pickup points' coord 'lat,lon' parsed and reversed", () => {
  it('pickup points', () => {
    const [point] = placesOf(
      method({
        id: 'local_pickup:2',
        type: 'local_pickup',
        pickup_locations: [
          {
            id: 'p1',
            name: 'На Покровке',
            address: 'ул. Покровка, 17',
            coord: '55.758731,37.645102',
            working_time: '10–23',
            warehouse_id: 101,
          },
        ],
      }),
    );
    expect(point).toEqual({
      id: 'p1',
      methodId: 'local_pickup:2',
      kind: 'pickup',
      name: 'На Покровке',
      address: 'ул. Покровка, 17',
      coords: [37.645102, 55.758731],
      warehouseId: '101',
      workingTime: '10–23',
    });
  });

  it('restaurants, a bad coord kept as no point, a nameless one named by its address', () => {
    const places = placesOf(
      method({
        type: 'wcso_booking',
        restaurants: [{ id: 'r1', address: 'ул. Арбат, 1', coord: 'nowhere', warehouse_id: '7' }],
      }),
    );
    expect(places).toMatchObject([
      { kind: 'lounge', name: 'ул. Арбат, 1', coords: null, warehouseId: '7' },
    ]);
  });

  it('delivery has no places', () => {
    expect(placesOf(method({}))).toEqual([]);
  });
});
