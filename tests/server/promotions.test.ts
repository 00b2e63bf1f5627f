// Contract: promotions as the reference backend computes them — combo discounts, the кг rule,
// variations priced by the server, promotions (stocksList) and the summing settings, coupons that
// follow the chosen delivery slot. The same tables run on the storefront's side
// (tests/unit/domain/promotion-tables.test.ts).
import { describe, expect, it } from 'vitest';
import { orderServer, type Json } from './order-fixtures.ts';
import {
  KG_ELIGIBILITY_CASES,
  LINE_CASES,
  SUMMING_CART,
  SUMMING_CASES,
  type CaseLine,
} from './promotion-cases.ts';
import { setOption, getOption } from '../../server/db/db.ts';

interface SeedProduct {
  attributes: { id: string; name: string; options: { id: string; name: string }[] }[];
  product_variations_data?: { id: number; attributes: { option: string }[] }[];
}

function setup() {
  const s = orderServer();
  const data = (slug: string) =>
    JSON.parse(
      (s.db.prepare('SELECT data FROM products WHERE slug = ?').get(slug) as { data: string }).data,
    ) as SeedProduct;
  /** A WooCommerce line item for a case line: options and variation by their names. */
  const item = (l: CaseLine, index: number): Json => {
    const product = data(l.slug);
    const options = (l.options ?? []).map((name) => {
      const attribute = product.attributes.find((a) => a.options.some((o) => o.name === name))!;
      return {
        attributeId: attribute.id,
        optionId: attribute.options.find((o) => o.name === name)!.id,
      };
    });
    // A required size the case leaves out takes its first option, as the product modal does.
    const size = product.attributes.find((a) => a.name === 'Размер');
    if (size && !options.some((o) => o.attributeId === size.id))
      options.push({ attributeId: size.id, optionId: size.options[0]!.id });
    const variation = product.product_variations_data?.find((v) =>
      v.attributes.some((a) => a.option === l.variation),
    );
    return {
      product_id: s.id(l.slug),
      quantity: l.count,
      type: 'main',
      cart_item_index: index,
      ...(variation ? { variation_id: variation.id } : {}),
      meta_data: options.length ? [{ key: 'options', value: options }] : [],
    };
  };
  const pickup = (lines: CaseLine[]) =>
    s.body({
      line_items: lines.map(item),
      shipping_lines: [
        { method_id: 'local_pickup', method_title: 'Самовывоз', pickup_point: 'p1' },
      ],
      meta_data: [],
    });
  const autoapply = (lines: CaseLine[], extra: Json = {}) =>
    s.call('POST', '/api/wp-json/wc/v3/coupons/autoapply', {
      delivery_type: 'flat_rate',
      take_date: '18.11.2026',
      meta_data: [{ key: 'stock_id', value: '101' }],
      cart_items: Object.fromEntries(
        lines.map((l, i) => {
          const it = item(l, i);
          return [
            `${s.id(l.slug)}:${i}`,
            {
              product: { id: s.id(l.slug) },
              quantity: l.count,
              variation: it.variation_id ?? 0,
              options: (it.meta_data as { value: unknown }[])[0]?.value ?? [],
            },
          ];
        }),
      ),
      ...extra,
    }) as Promise<{ status: number; json: Json }>;
  return { ...s, data, item, pickup, autoapply };
}

describe('a line as the server prices it', () => {
  it.each(LINE_CASES)('$label', async ({ line, total }) => {
    const s = setup();
    const res = await s.place(s.pickup([line]));
    expect(res.status).toBe(201);
    expect(Number(res.json.total)).toBe(total);
    expect(Number(res.json.line_items[0]!.total)).toBe(total);
  });
});

describe('variations: the server prices the variation itself', () => {
  it('carries variation_id and variation_data on the order, and a name the receipt can show', async () => {
    const s = setup();
    const res = await s.place(
      s.pickup([{ slug: 'pizza-four-cheese', count: 1, variation: '35 см' }]),
    );
    const line = res.json.line_items[0] as unknown as Json & {
      meta_data: { key: string; value: unknown }[];
    };
    const variation = s
      .data('pizza-four-cheese')
      .product_variations_data!.find((v) => v.attributes[0]!.option === '35 см')!;
    expect(line).toMatchObject({
      variation_id: variation.id,
      variation_data: { Размер: '35 см' },
      price: 1000,
    });
    expect(line.meta_data).toContainEqual({ key: 'options_label', value: '35 см' });
  });

  it('a tampered price or a client variation_data change nothing', async () => {
    const s = setup();
    const body = s.pickup([{ slug: 'pizza-four-cheese', count: 1, variation: '35 см' }]);
    const items = body.line_items as Json[];
    items[0] = { ...items[0], price: 1, total: '1.00', variation_data: { Размер: '25 см' } };
    const res = await s.place({ ...body, total: '1.00' });
    expect(res.json.total).toBe('1000.00');
  });

  it('a variable product needs a variation of its own, and one in stock', async () => {
    const s = setup();
    const noVariation = await s.place(s.pickup([{ slug: 'pizza-four-cheese', count: 1 }]));
    expect(noVariation.status).toBe(400);
    expect(noVariation.json).toMatchObject({
      code: 'product_variation_required',
      message: 'Четыре сыра: выберите «Размер»',
    });
    const foreign = s.data('pizza-carbonara').product_variations_data![0]!.id;
    const body = s.pickup([{ slug: 'pizza-four-cheese', count: 1 }]);
    (body.line_items as Json[])[0]!.variation_id = foreign;
    const wrong = await s.place(body);
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'product_variation_invalid' });
    const simple = s.pickup([{ slug: 'burger-classic', count: 1 }]);
    (simple.line_items as Json[])[0]!.variation_id = foreign;
    expect((await s.place(simple)).json).toMatchObject({ code: 'product_variation_invalid' });
    expect(s.orderCount()).toBe(0);
  });

  it('a variation out of stock is refused with its name', async () => {
    const s = setup();
    const row = s.db
      .prepare("SELECT id, data FROM products WHERE slug = 'pizza-carbonara'")
      .get() as {
      id: number;
      data: string;
    };
    const data = JSON.parse(row.data) as { product_variations_data: { in_stock: boolean }[] };
    data.product_variations_data[2]!.in_stock = false;
    s.db.prepare('UPDATE products SET data = ? WHERE id = ?').run(JSON.stringify(data), row.id);
    const res = await s.place(
      s.pickup([{ slug: 'pizza-carbonara', count: 1, variation: '35 см' }]),
    );
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: 'variation_out_of_stock',
      message: '«Карбонара» 35 см закончилась',
    });
  });

  it('the catalogue lists variable pizzas with their variations', async () => {
    const s = setup();
    const cats = (await s.call('GET', '/api/wp-content/uploads/app_sync/prodcat.json'))
      .json as unknown as { products: Json[]; subCategories: unknown[] }[];
    const all = (list: typeof cats): Json[] =>
      list.flatMap((c) => [...c.products, ...all(c.subCategories as typeof cats)]);
    const pizza = all(cats).find((p) => p.slug === 'pizza-four-cheese')!;
    // The catalogue files carry what the storefront reads (issue 19): a product is variable by its
    // product_variations_data, not by WooCommerce's `type`.
    expect(pizza).toMatchObject({ price: 650 });
    expect((pizza.product_variations_data as { price: number }[]).map((v) => v.price)).toEqual([
      650, 850, 1000,
    ]);
  });
});

describe('the кг rule in eligibility: a promotion for 3 kg of fruit', () => {
  it.each(KG_ELIGIBILITY_CASES)('$label', async ({ lines, matched }) => {
    const s = setup();
    const res = await s.autoapply(lines);
    const names = (res.json.stocksList as { name: string }[]).map((x) => x.name);
    expect(names.includes('Витаминная неделя')).toBe(matched);
  });
});

describe('summing settings on an order', () => {
  it.each(SUMMING_CASES)('$label', async ({ settings, codes, discount }) => {
    const s = setup();
    setOption(s.db, 'coupon_settings', {
      ...getOption<Json>(s.db, 'coupon_settings'),
      ...settings,
    });
    const body = s.body({
      line_items: SUMMING_CART.map(s.item),
      coupon_lines: codes.map((code) => ({ code })),
    });
    const res = await s.place(body);
    if (discount === 'refused') {
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ data: { condition: 'not-combinable' } });
      return;
    }
    expect(res.status).toBe(201);
    expect(Number(res.json.discount_total)).toBe(discount);
  });

  it('a promotion in force is named on the order with its share', async () => {
    const s = setup();
    const res = await s.place(s.body({ line_items: SUMMING_CART.map(s.item) }));
    const meta = res.json.meta_data as { key: string; value: unknown }[];
    expect(meta.find((m) => m.key === 'promo_stocks')?.value).toEqual([
      { id: '1', name: 'Витаминная неделя', discount: '232.05' },
    ]);
  });

  it('autoapply leaves the coupons out beside a promotion unless they may sum', async () => {
    const s = setup();
    const codes = async () =>
      ((await s.autoapply(SUMMING_CART)).json.couponsList as { code: string }[]).map((c) => c.code);
    expect(await codes()).toEqual([]);
    setOption(s.db, 'coupon_settings', {
      ...getOption<Json>(s.db, 'coupon_settings'),
      auto_coupons_and_promo_summing: true,
    });
    expect(await codes()).toContain('auto-first-300');
  });
});

describe('a coupon limited to hours follows the chosen slot', () => {
  const evening = (slot: Json) => async () => {
    const s = setup();
    const res = await s.autoapply([{ slug: 'pizza-margherita', count: 2 }], slot);
    return ((res.json.couponsList as { code: string }[]) ?? []).map((c) => c.code);
  };
  it('not for as soon as possible at lunch', async () => {
    expect(await evening({})()).not.toContain('auto-evening-10');
  });
  it('for an evening slot chosen at lunch', async () => {
    expect(
      await evening({ take_date: '18.11.2026', time_from: '19:00', time_to: '19:30' })(),
    ).toContain('auto-evening-10');
  });
  it('and the order keeps it: placed at lunch for 19:00', async () => {
    const s = setup();
    const meta = [
      ...(s.body().meta_data as Json[]),
      { key: 'take_date', value: '18.11.2026' },
      { key: 'time_from', value: '19:00' },
      { key: 'time_to', value: '19:30' },
    ];
    const lines = [{ slug: 'pizza-margherita', count: 2 }].map(s.item);
    const evening = await s.place(
      s.body({ line_items: lines, meta_data: meta, coupon_lines: [{ code: 'auto-evening-10' }] }),
    );
    expect(evening.status).toBe(201);
    expect(evening.json.discount_total).toBe('98.00');
    const asap = await s.place(
      s.body({ line_items: lines, coupon_lines: [{ code: 'auto-evening-10' }] }),
    );
    expect(asap.status).toBe(400);
    expect(asap.json).toMatchObject({ data: { condition: 'hour' } });
  });
});
