// One cart line priced from the database, with the storefront's own rules (src/domain): the
// warehouse's price, a variable product's variation (its own price and stock, never the client's),
// options and supplements checked against the product, the combo discount and the кг unit carried
// to lineTotal. Orders and coupons/autoapply price lines here alike.
import type { Db } from '../db/db.ts';
import { OrderError } from './order-request.ts';
import { productAt, type StockedProductRow } from '../catalog/product-store.ts';
import { categoryParent } from '../catalog/category-store.ts';
import { lineKey, type CartLine, type CartOption } from '../../src/domain/cart-price.ts';
import { customerPrice } from '../../src/domain/catalog-sort.ts';
import {
  defaultOptions,
  optionProblems,
  optionNames,
  unitPrice,
} from '../../src/domain/product-options.ts';
import {
  defaultVariation,
  findVariation,
  variationAttributes,
  variationData,
  variationLabel,
  variationValues,
} from '../../src/domain/product-variations.ts';
import { parseEach, productVariationSchema, type Product } from '../../src/domain/model.ts';

export const STOCK_SHORT_TEXT =
  'Количество товаров в корзине не соответствует остаткам на складе. Избыточные товары будут удалены.';

export interface LineRequest {
  productId: number;
  /** Portions: the cart line's count (stock units are count × add_to_basket_once). */
  count: number;
  options: CartOption[];
  /** Supplements chosen with the dish: count per one portion of it, in the order picked. */
  ingredients: { productId: number; count: number }[];
  /** A variable product's variation; null or 0 for a simple product. */
  variationId?: number | null;
}

/** A priced line: the cart line the shared functions read, and how the receipt names the choice. */
export interface PricedLine {
  line: CartLine;
  /** ['35 см', 'Сырный борт']: the variation's values and the options' names, as the shop wrote them. */
  optionNames: string[];
  /** The coupon a gift line comes with. */
  giftCoupon: string | null;
}

export type ProductData = Pick<
  Product,
  | 'name'
  | 'price'
  | 'attributes'
  | 'supplements'
  | 'in_stock'
  | 'measure_unit'
  | 'portion_nat_size'
  | 'countable'
  | 'images'
  | 'free_limits'
  | 'exclude_from_min_cart'
> & {
  add_to_basket_once?: number;
  price_multiplier_for_customer?: number;
  backet_first_cart_add_portion_minimum?: number;
  product_variations_data?: unknown[];
  acf?: { combo_discount_type?: 'percent' | 'fixed' | null; combo_discount?: number | null };
};

export type FoundProduct = StockedProductRow & { info: ProductData };

export function stockShort(lines: { product_id: number; available: number }[]): OrderError {
  return new OrderError(409, 'stock_short', STOCK_SHORT_TEXT, { lines });
}

export class LinePricer {
  constructor(private db: Db) {}

  product(id: number, warehouseId: string): FoundProduct | null {
    const row = productAt(this.db, id, warehouseId);
    return row ? { ...row, info: JSON.parse(row.data) as ProductData } : null;
  }

  /** Category ids a coupon sees for a product: its own and its parent's. */
  private categories(categoryId: number): number[] {
    const parent = categoryParent(this.db, categoryId);
    return parent ? [categoryId, parent] : [categoryId];
  }

  /**
   * The same line for checking coupons (autoapply, a promo code): a body without our `options`
   * (the vendor's shape) or with a stale choice is priced with the product's defaults — the
   * first size, the first variation in stock — instead of being refused. The order is strict.
   */
  lenientLine(req: LineRequest, warehouseId: string): PricedLine | null {
    const found = this.product(req.productId, warehouseId);
    if (!found) return null;
    const attributes = found.info.attributes ?? [];
    const valid = req.options.filter((o) =>
      attributes.some((a) => a.id === o.attributeId && a.options.some((x) => x.id === o.optionId)),
    );
    const options = optionProblems(attributes, valid).length
      ? [
          ...valid,
          ...defaultOptions(attributes).filter((d) =>
            valid.every((v) => v.attributeId !== d.attributeId),
          ),
        ]
      : valid;
    const variations = parseEach(productVariationSchema, found.info.product_variations_data ?? []);
    const list = { product_variations_data: variations };
    const variation = findVariation(list, req.variationId) ?? defaultVariation(list);
    try {
      return this.line(
        {
          ...req,
          options: optionProblems(attributes, options).length ? [] : options,
          ingredients: [],
          variationId: variation?.id ?? null,
        },
        warehouseId,
        true,
      );
    } catch {
      return null;
    }
  }

  /** One cart line priced at the warehouse; an OrderError says what is wrong with the request. */
  line(req: LineRequest, warehouseId: string, lenient = false): PricedLine {
    const found = this.product(req.productId, warehouseId);
    if (!found) throw stockShort([{ product_id: req.productId, available: 0 }]);
    const { info } = found;
    const variations = parseEach(productVariationSchema, info.product_variations_data ?? []);
    const variation = findVariation({ product_variations_data: variations }, req.variationId);
    if (variations.length > 0 && !variation) {
      const what = variationAttributes({ product_variations_data: variations })
        .map((a) => `«${a.name}»`)
        .join(', ');
      throw new OrderError(
        400,
        req.variationId ? 'product_variation_invalid' : 'product_variation_required',
        req.variationId
          ? `Такого варианта нет у «${info.name}»`
          : `${info.name}: выберите ${what || 'вариант'}`,
      );
    }
    if (variations.length === 0 && req.variationId) {
      throw new OrderError(400, 'product_variation_invalid', `У «${info.name}» нет вариантов`);
    }
    if (variation && !variation.in_stock && !lenient) {
      throw new OrderError(
        409,
        'variation_out_of_stock',
        `«${info.name}» ${variationLabel(variationData(variation))} закончилась`,
        { product_id: found.id, variation_id: variation.id },
      );
    }
    const forCustomer = {
      // A variation is priced by its own price (the same in every warehouse in the demo data).
      price: variation ? variation.price : (found.price ?? info.price),
      price_multiplier_for_customer: info.price_multiplier_for_customer ?? 1,
      attributes: info.attributes ?? [],
    };
    for (const o of req.options) {
      const attribute = forCustomer.attributes.find((a) => a.id === o.attributeId);
      if (!attribute?.options.some((x) => x.id === o.optionId)) {
        throw new OrderError(400, 'product_options_invalid', `Такой опции нет у «${info.name}»`);
      }
    }
    const problem = lenient ? undefined : optionProblems(forCustomer.attributes, req.options)[0];
    if (problem) {
      const what =
        problem.kind === 'required'
          ? `выберите «${problem.attribute}»`
          : problem.kind === 'too-few'
            ? `выберите не меньше ${problem.min} в «${problem.attribute}»`
            : `можно выбрать не больше ${problem.max} в «${problem.attribute}»`;
      throw new OrderError(400, 'product_options_invalid', `${info.name}: ${what}`);
    }
    const supplements = req.ingredients.map((s) => {
      const addon = this.product(s.productId, warehouseId);
      if (!addon || !(info.supplements ?? []).includes(s.productId)) {
        throw new OrderError(400, 'supplement_invalid', `Эта добавка не подходит к «${info.name}»`);
      }
      const price = customerPrice({
        price: addon.price ?? addon.info.price,
        price_multiplier_for_customer: addon.info.price_multiplier_for_customer ?? 1,
      });
      return { id: s.productId, name: addon.info.name, price, count: s.count };
    });
    const price = unitPrice(forCustomer, req.options);
    const combo = info.acf;
    const data = variation ? variationData(variation) : null;
    const line: CartLine = {
      key: '',
      id: found.id,
      name: info.name,
      price,
      regular_price: price,
      image: variation?.image || info.images?.[0] || '',
      count: req.count,
      countable: info.countable ?? true,
      measure_unit: info.measure_unit ?? '',
      categories: this.categories(found.category_id),
      portion_nat_size: info.portion_nat_size ?? 0,
      add_to_basket_once: info.add_to_basket_once || 1,
      backet_first_cart_add_portion_minimum: info.backet_first_cart_add_portion_minimum ?? 0,
      supplements,
      variation_id: variation?.id ?? null,
      variation_data: data,
      acf:
        combo?.combo_discount_type && combo.combo_discount
          ? {
              combo_discount_type: combo.combo_discount_type,
              combo_discount: combo.combo_discount,
            }
          : null,
      options: req.options,
      locations: [warehouseId],
      free_limits: info.free_limits ?? null,
      exclude_from_min_cart: info.exclude_from_min_cart ?? false,
    };
    return {
      line: { ...line, key: lineKey(line) },
      optionNames: [...variationValues(data), ...optionNames(forCustomer, req.options)].filter(
        Boolean,
      ),
      giftCoupon: null,
    };
  }
}
