// A catalogue that arrives while an older copy of it is on screen (the page's share the server drew,
// then the whole file; the file again after a new language or address) keeps the older copy's
// product objects wherever a product has not changed, so what shows them (a card is memoised on its
// product) is not drawn again for nothing: 112 cards of the demo's home after every start.
import type { Category, Product } from './model';

/** `next` with each product equal to one of `previous`'s (same id, same fields) replaced by it. */
export function keepUnchangedProducts(
  previous: readonly Category[],
  next: readonly Category[],
): Category[] {
  const before = new Map<number, Product>();
  const collect = (list: readonly Category[]) => {
    for (const c of list) {
      for (const p of c.products) before.set(p.id, p);
      collect(c.subCategories);
    }
  };
  collect(previous);
  const walk = (list: readonly Category[]): Category[] =>
    list.map((c) => ({
      ...c,
      products: c.products.map((p) => {
        const old = before.get(p.id);
        return old && sameValue(old, p) ? old : p;
      }),
      subCategories: walk(c.subCategories),
    }));
  return before.size === 0 ? [...next] : walk(next);
}

/** Equal as JSON data: an absent key and `undefined` are the same (JSON drops one as the other). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((x, i) => sameValue(x, other[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key in x) if (!sameValue(x[key], y[key])) return false;
  for (const key in y) if (!(key in x) && y[key] !== undefined) return false;
  return true;
}
