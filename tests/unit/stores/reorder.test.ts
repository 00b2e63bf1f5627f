// "Повторить заказ" on a RootStore with the demo shop's settings: an order's dishes go back through
// the cart's own add rules (address, stock, simplified_order), and what could not is named once.
import { describe, expect, it } from 'vitest';
import { reorder } from '../../../src/stores/reorder.ts';
import { fakePlatform, memoryStorage } from './fake-platform.ts';
import { catalogSchema } from '../../../src/domain/model.ts';
import type { OrderLineLike } from '../../../src/domain/reorder.ts';
import { dish, loadShop, MOSCOW, stock, spyHaptics, testRoot, texts } from './store-fixtures.ts';
import { PIZZA_SIZE } from '../domain/option-fixtures.ts';
import * as v from 'valibot';

const CATALOG = v.parse(catalogSchema, [
  {
    id: 20,
    name: 'Меню',
    slug: 'menu',
    products: [
      dish(1, 'Маргарита', {
        slug: 'margherita',
        price: 490,
        attributes: [PIZZA_SIZE],
        supplements: [10, 11],
      }),
      dish(2, 'Авокадо', { slug: 'avocado', locations: stock(3) }),
      dish(3, 'Сезонный ролл', { slug: 'season', in_stock: false, locations: stock(0) }),
      dish(10, 'Соус сырный', { slug: 's1', price: 49, locations: stock(50) }),
      dish(11, 'Соус барбекю', { slug: 's2', price: 59, in_stock: false, locations: stock(0) }),
    ],
  },
]);

function setup(settings: (s: Record<string, unknown>) => void = () => undefined) {
  const haptics = spyHaptics();
  const root = testRoot({ platform: fakePlatform(memoryStorage(), haptics) });
  root.ui.setTranslator((key) => `[${key}]`);
  loadShop(root, settings, CATALOG);
  return { root, haptics, texts: () => texts(root) };
}

const line = (over: Partial<OrderLineLike> & { id: number; product_id: number }) => ({
  name: `Товар ${over.product_id}`,
  quantity: 1,
  type: 'main',
  parent_item_id: null,
  meta_data: [],
  ...over,
});

/** A past order: a 30 cm pizza with two sauces, five avocado rolls, a roll gone from sale. */
const ORDER: OrderLineLike[] = [
  line({
    id: 1,
    product_id: 1,
    name: 'Маргарита',
    meta_data: [{ key: 'options', value: [{ attributeId: 'size', optionId: '30' }] }],
  }),
  line({ id: 2, product_id: 10, name: 'Соус сырный', type: 'ingredient', parent_item_id: 1 }),
  line({ id: 3, product_id: 11, name: 'Соус барбекю', type: 'ingredient', parent_item_id: 1 }),
  line({ id: 4, product_id: 2, name: 'Авокадо', quantity: 5 }),
  line({ id: 5, product_id: 3, name: 'Сезонный ролл' }),
  line({ id: 6, product_id: 99, name: 'Сет «Прошлое лето»' }),
];

describe('reorder', () => {
  it('puts the dishes back with their options and supplements, within stock, naming the rest', () => {
    const { root, haptics, texts } = setup();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    const outcome = reorder(root, ORDER);
    expect(outcome).toEqual({
      kind: 'done',
      added: 2,
      // In the order's order: a sauce no longer sold, a roll hidden while out of stock, a set gone.
      notAdded: ['Соус барбекю (Маргарита)', 'Сезонный ролл', 'Сет «Прошлое лето»'],
    });
    expect(
      root.cart.lines.map((l) => ({
        name: l.name,
        count: l.count,
        price: l.price,
        options: l.options,
        supplements: l.supplements.map((s) => [s.name, s.count]),
      })),
    ).toEqual([
      {
        name: 'Маргарита',
        count: 1,
        price: 690,
        options: [{ attributeId: 'size', optionId: '30' }],
        supplements: [['Соус сырный', 1]],
      },
      { name: 'Авокадо', count: 3, price: 300, options: [], supplements: [] },
    ]);
    // The reorder speaks once (its caller names what is missing), not once per dish.
    expect(texts()).toEqual([]);
    expect(haptics.impact).toHaveBeenCalledTimes(1);
  });

  it('a dish shown while out of stock is refused by the cart and named', () => {
    const { root } = setup((s) => {
      s.show_out_of_stock_products = true;
    });
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    expect(reorder(root, ORDER)).toEqual({
      kind: 'done',
      added: 2,
      notAdded: ['Соус барбекю (Маргарита)', 'Сезонный ролл', 'Сет «Прошлое лето»'],
    });
    expect(root.cart.lines.map((l) => l.name)).toEqual(['Маргарита', 'Авокадо']);
  });

  it('without an address the cart asks for one, once, and adds nothing', () => {
    const { root, texts } = setup();
    expect(reorder(root, ORDER)).toEqual({ kind: 'asked' });
    expect(root.ui.modal).toBe('receipt-address');
    expect(root.cart.lines).toEqual([]);
    expect(texts()).toEqual(['[cart.chooseAddressFirst]']);
  });

  it('under simplified_order the request asks about every dish instead', () => {
    const { root } = setup((s) => {
      (s.settings as Record<string, unknown>).simplified_order = true;
    });
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    expect(reorder(root, ORDER)).toEqual({ kind: 'asked' });
    expect(root.ui.modal).toBe('send-request');
    expect(root.ui.request.productIds).toEqual([1, 2]);
    expect(root.cart.lines).toEqual([]);
  });
});
