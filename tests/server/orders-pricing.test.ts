// Contract: placing an order (issue 7), priced on the server: what it costs, what stock it takes,
// and what the zone, the stock and the payment method refuse.
import { describe, expect, it } from 'vitest';
import { OUTER, orderServer, optionLine, supplementLine, withLanguage } from './order-fixtures.ts';
import { getOption, setOption } from '../../server/db/db.ts';
import { STOCK_SHORT_TEXT } from '../../server/orders/order-pricing.ts';

describe('POST wc/v3/orders: the server prices the order', () => {
  it('ignores a tampered total, prices and customer id, and answers its own', async () => {
    const s = orderServer();
    const res = await s.place(
      s.body({
        total: '1.00',
        customer_id: 999,
        line_items: [
          { product_id: s.id('burger-classic'), quantity: 2, price: 1, total: '2', type: 'main' },
        ],
        shipping_lines: [{ method_id: 'flat_rate', method_title: 'Доставка', total: '0.00' }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'processing',
      status_label: 'Принят',
      total: '979.00', // 2 × 390 + 199 delivery
      shipping_total: '199.00',
      customer_id: 0,
      currency: 'RUB',
      payment_url: null,
      billing: { phone: '+79161234567' },
    });
    expect(res.json.line_items[0]).toMatchObject({ price: 390, quantity: 2, total: '780.00' });
    expect(res.json.number).toBe(String(res.json.id));
    expect(res.json.order_key).toMatch(/^wc_order_/);
  });

  it('prices options, supplements within the free limit and add-on lines like the cart does', async () => {
    const s = orderServer();
    const pizza = s.id('pizza-pepperoni');
    const res = await s.placeLines([
      { ...optionLine(pizza, 1, 1), cart_item_index: 0 },
      supplementLine(s.id('sauce-cheese'), 1, pizza),
      supplementLine(s.id('extra-cheese'), 2, pizza),
      { product_id: s.id('bag'), quantity: 3, type: 'main', cart_item_index: 1 },
    ]);
    expect(res.status).toBe(201);
    // Pizza 30 cm 790; per pizza the first two supplement units are free (sauce 49, one cheese 89),
    // the second cheese is 89; of three bags (excluded from the minimum) two are free: 15.
    expect(res.json).toMatchObject({ total: '1093.00', shipping_total: '199.00' });
    const items = res.json.line_items.map((l) => [l.type, l.total]);
    expect(items).toEqual([
      ['main', '790.00'],
      ['ingredient', '0.00'],
      ['ingredient', '89.00'],
      ['main', '15.00'],
    ]);
  });

  it.each([
    // WPML saves an order's items in the order's language: dishes, supplements and options.
    ['en', ['Pepperoni', 'Cheese Sauce', 'Carrier Bag'], '30 cm'],
    // A language without names of its own: English's, as the catalogue shows it.
    ['de', ['Pepperoni', 'Cheese Sauce', 'Carrier Bag'], '30 cm'],
    // The shop's own language, an unknown one, or none: as the shop wrote them.
    ['ru', ['Пепперони', 'Соус сырный', 'Пакет'], '30 см'],
    ['xx', ['Пепперони', 'Соус сырный', 'Пакет'], '30 см'],
    [null, ['Пепперони', 'Соус сырный', 'Пакет'], '30 см'],
  ])('an order placed in %s names its lines so', async (language, names, options) => {
    const s = orderServer();
    const pizza = s.id('pizza-pepperoni');
    const lines = s.body({
      line_items: [
        { ...optionLine(pizza, 1, 1), cart_item_index: 0 },
        supplementLine(s.id('sauce-cheese'), 1, pizza),
        { product_id: s.id('bag'), quantity: 1, type: 'main', cart_item_index: 1 },
      ],
    });
    const res = await s.place(language ? withLanguage(lines, language) : lines);
    expect(res.status).toBe(201);
    expect(res.json.line_items.map((l) => l.name)).toEqual(names);
    expect(res.json.line_items[0]!.meta_data).toContainEqual({
      key: 'options_label',
      value: options,
    });
    // As stored: the order read back later says the same.
    const again = await s.call(
      'GET',
      `/api/wp-json/wc/v3/orders/${res.json.id}?key=${res.json.order_key}`,
    );
    expect((again.json.line_items as { name: string }[]).map((l) => l.name)).toEqual(names);
  });

  it('refuses a missing required option and a supplement the dish does not take', async () => {
    const s = orderServer();
    const pizza = s.id('pizza-pepperoni');
    const noSize = await s.placeLines([{ product_id: pizza, quantity: 2, type: 'main' }]);
    expect(noSize.status).toBe(400);
    expect(noSize.json).toMatchObject({ code: 'product_options_invalid' });
    const foreign = await s.placeLines([
      { product_id: s.id('burger-classic'), quantity: 2, type: 'main', cart_item_index: 0 },
      supplementLine(s.id('pizza-truffle'), 2, s.id('burger-classic')),
    ]);
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ code: 'supplement_invalid' });
    expect(s.orderCount()).toBe(0);
  });

  it('reduces the stock of the warehouse that serves the address', async () => {
    const s = orderServer();
    const before = s.stock('burger-classic');
    expect((await s.place(s.body())).status).toBe(201);
    expect(s.stock('burger-classic')).toBe(before - 2);
    expect(s.stock('burger-classic', '202')).toBe(50);
  });

  it('a stock too small: 409 with what is left, and nothing changes', async () => {
    const s = orderServer();
    const truffle = s.id('pizza-truffle');
    const res = await s.placeLines([
      optionLine(truffle, 5, 0),
      { product_id: s.id('burger-classic'), quantity: 1, type: 'main' },
    ]);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message: STOCK_SHORT_TEXT,
      data: { status: 409, lines: [{ product_id: truffle, available: 3 }] },
    });
    expect(s.stock('pizza-truffle')).toBe(3);
    expect(s.stock('burger-classic')).toBe(50);
    expect(s.orderCount()).toBe(0);
  });

  it('ordering disabled for the stock: 403', async () => {
    const s = orderServer();
    const settings = getOption<{ settings: { app: { disable_ordering: string[] } } }>(
      s.db,
      'all_settings',
    )!;
    settings.settings.app.disable_ordering = ['101'];
    setOption(s.db, 'all_settings', settings);
    const res = await s.place(s.body());
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      code: 'ordering_disabled',
      message: 'Этот ресторан сейчас не принимает заказы',
    });
    expect(s.orderCount()).toBe(0);
  });

  it('under the zone minimum: 400 with the missing sum', async () => {
    const s = orderServer();
    const res = await s.placeLines([{ product_id: s.id('burger-classic'), quantity: 1 }]);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: 'Не набрана минимальная сумма.',
      data: { missing: 310, minimum: 700 },
    });
  });

  it('an address outside every zone: 400', async () => {
    const s = orderServer();
    const res = await s.place(s.body({}, { lat: '56.5', long: '37.6' }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Ваш адрес вне зоны доставки' });
  });

  it('a payment method the zone or the shipping method does not take: 400', async () => {
    const s = orderServer();
    const outerCash = await s.place(s.body({}, OUTER));
    expect(outerCash.status).toBe(400);
    expect(outerCash.json).toMatchObject({
      code: 'payment_method_unavailable',
      data: { available: ['card_courier', 'demo_online', 'telegram_payments'] },
    });
    expect((await s.place(s.body({ payment_method: 'card_courier' }, OUTER))).status).toBe(201);
    const bookingCash = await s.place(
      s.body({
        line_items: [],
        shipping_lines: [{ method_id: 'wcso_booking', pickup_point: 'r1' }],
      }),
    );
    expect(bookingCash.status).toBe(400);
  });

  it('pickup is free and has no minimum; the pickup point names the warehouse', async () => {
    const s = orderServer();
    const res = await s.place(
      s.body({
        line_items: [{ product_id: s.id('burger-classic'), quantity: 1 }],
        shipping_lines: [
          { method_id: 'local_pickup', method_title: 'Самовывоз', pickup_point: 'p3' },
        ],
        meta_data: [],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      total: '390.00',
      shipping_total: '0.00',
      order_kind: 'pickup',
    });
    expect(s.stock('burger-classic', '202')).toBe(49);
  });
});
