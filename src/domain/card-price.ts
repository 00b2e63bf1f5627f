// The price a product card shows (issue 13: prices that are the price). It is what the cheapest
// choice costs in the cart — the same line and the same dishUnitPrice the cart uses — and says
// 'от' when a choice (a variation, a priced option) can make it cost more.
import type { Product, ProductAttribute } from './model';
import type { CartOption } from './cart-price';
import { comboPrice, dishRegularUnitPrice, dishUnitPrice } from './cart-price';
import { isKilogramUnit } from './measure-unit';
import { lineFromProduct } from './cart-rules';

export interface CardPrice {
  /** One unit of the cheapest choice, as the cart charges it. */
  price: number;
  /** The same before a sale or a combo discount, when it was more; null otherwise. */
  oldPrice: number | null;
  /** 'от N ₽': a choice can raise the price. */
  from: boolean;
  /** A 'кг' product's price per kilogram (the card shows the step's price and this beside it). */
  perKg: number | null;
}

/** The cheapest picks a required group must have (its minimum, at least one). */
function cheapestRequired(attributes: readonly ProductAttribute[]): CartOption[] {
  return attributes.flatMap((a) => {
    if (!a.required && a.min <= 0) return [];
    const need = Math.max(1, a.min);
    return [...a.options]
      .sort((x, y) => x.price - y.price)
      .slice(0, need)
      .map((o) => ({ attributeId: a.id, optionId: o.id }));
  });
}

export function cardPrice(product: Product): CardPrice {
  const options = cheapestRequired(product.attributes);
  const variations = product.product_variations_data;
  const sellable = variations.filter((v) => v.in_stock);
  const candidates = (sellable.length > 0 ? sellable : variations).map((v) => v.id);
  const lines = (candidates.length > 0 ? candidates : [null]).map((variationId) =>
    lineFromProduct(product, { options, variationId }),
  );
  const cheapest = lines.reduce((best, l) => (dishUnitPrice(l) < dishUnitPrice(best) ? l : best));
  const price = dishUnitPrice(cheapest);
  const regular = dishRegularUnitPrice(cheapest);
  const variationPrices = new Set(lines.map((l) => dishUnitPrice(l)));
  const pricedOption = product.attributes.some((a) => a.options.some((o) => o.price > 0));
  return {
    price,
    oldPrice: regular > price ? regular : null,
    from: variationPrices.size > 1 || pricedOption,
    perKg: isKilogramUnit(product.measure_unit) ? comboPrice(cheapest.price, cheapest.acf) : null,
  };
}
