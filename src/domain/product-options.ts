// Product options (attributes) and add-ons chosen in the product modal: SPEC.md §5 "Products required,
// and not-less or not-more option counts", §3 Product attributes and supplements.
import type { Product, ProductAttribute } from './model';
import type { CartOption } from './cart-price';
import { customerPrice } from './catalog-sort';
import { roundMoney } from './money';

export type OptionProblem =
  | { kind: 'required'; attribute: string }
  | { kind: 'too-few'; attribute: string; min: number }
  | { kind: 'too-many'; attribute: string; max: number };

/** Single-choice groups (radio buttons): at most one option may be picked. */
export function isSingleChoice(attribute: Pick<ProductAttribute, 'max'>): boolean {
  return attribute.max === 1;
}

/** Every group's rule that the current choice breaks; an empty list means the product can be added. */
export function optionProblems(
  attributes: readonly ProductAttribute[],
  chosen: readonly CartOption[],
): OptionProblem[] {
  return attributes.flatMap((a): OptionProblem[] => {
    const picked = chosen.filter((c) => c.attributeId === a.id).length;
    if (a.required && picked === 0) return [{ kind: 'required', attribute: a.name }];
    if (a.min > 0 && picked > 0 && picked < a.min)
      return [{ kind: 'too-few', attribute: a.name, min: a.min }];
    if (a.required && a.min > 1 && picked < a.min)
      return [{ kind: 'too-few', attribute: a.name, min: a.min }];
    if (a.max > 0 && picked > a.max) return [{ kind: 'too-many', attribute: a.name, max: a.max }];
    return [];
  });
}

/**
 * Toggles one option: a single-choice group swaps its pick; a multi-choice group refuses a pick past
 * its max (returns the choice unchanged) so the customer never builds an invalid product.
 */
export function toggleOption(
  attributes: readonly ProductAttribute[],
  chosen: readonly CartOption[],
  pick: CartOption,
): CartOption[] {
  const attribute = attributes.find((a) => a.id === pick.attributeId);
  if (!attribute) return [...chosen];
  const has = chosen.some(
    (c) => c.attributeId === pick.attributeId && c.optionId === pick.optionId,
  );
  if (has)
    return chosen.filter(
      (c) => !(c.attributeId === pick.attributeId && c.optionId === pick.optionId),
    );
  if (isSingleChoice(attribute))
    return [...chosen.filter((c) => c.attributeId !== pick.attributeId), pick];
  const inGroup = chosen.filter((c) => c.attributeId === pick.attributeId).length;
  if (attribute.max > 0 && inGroup >= attribute.max) return [...chosen];
  return [...chosen, pick];
}

/** Preselects the first option of each required single-choice group (e.g. the base size). */
export function defaultOptions(attributes: readonly ProductAttribute[]): CartOption[] {
  return attributes.flatMap((a) => {
    const first = a.options[0];
    return a.required && isSingleChoice(a) && first
      ? [{ attributeId: a.id, optionId: first.id }]
      : [];
  });
}

/** Unit price of a product with its options: the customer price plus each picked option's price. */
export function unitPrice(
  product: Pick<Product, 'price' | 'price_multiplier_for_customer' | 'attributes'>,
  chosen: readonly CartOption[],
): number {
  const extras = chosen.reduce((sum, c) => {
    const option = product.attributes
      .find((a) => a.id === c.attributeId)
      ?.options.find((o) => o.id === c.optionId);
    return sum + (option?.price ?? 0);
  }, 0);
  return roundMoney(customerPrice(product) + extras);
}

/** Names of the picked options, for the cart line ("30 см, Сырный борт"). */
export function optionsLabel(
  product: Pick<Product, 'attributes'>,
  chosen: readonly CartOption[],
): string {
  return optionNames(product, chosen).join(', ');
}

/** The chosen options' names in the order picked ('30 см', 'Халапеньо'); unknown picks left out. */
export function optionNames(
  product: Pick<Product, 'attributes'>,
  chosen: readonly CartOption[],
): string[] {
  return chosen
    .map(
      (c) =>
        product.attributes
          .find((a) => a.id === c.attributeId)
          ?.options.find((o) => o.id === c.optionId)?.name,
    )
    .filter((n): n is string => Boolean(n));
}

/**
 * Add-ons chosen with one product (SPEC.md §4: "price is 0 at or below the limit and the regular
 * price above it"): the first `freeLimit` units are free, in the order they were picked.
 */
export function supplementsTotal(
  supplements: readonly { price: number; count: number }[],
  freeLimit: number,
): number {
  let free = Math.max(0, freeLimit);
  let total = 0;
  for (const s of supplements) {
    const freeHere = Math.min(free, s.count);
    free -= freeHere;
    total += (s.count - freeHere) * s.price;
  }
  return roundMoney(total);
}
