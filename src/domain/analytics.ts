// The shop's analytics (SPEC.md §3 include.metrix and include.scripts, §7 analytics snippets): the
// snippets as scripts to run (snippet-scripts.ts), and the e-commerce events in the standard data
// layer format that Yandex Metrika reads (`ecommerce: "dataLayer"`) and Google Tag Manager
// understands. Pure: the storefront runs what it returns after the customer accepted cookies, the
// server allows the same scripts in its Content-Security-Policy.

export { snippetOrigins, snippetScripts, type SnippetScript } from './snippet-scripts.ts';

/** A product as the data layer carries it. */
export interface EcommerceProduct {
  id: string;
  name: string;
  price: number;
  quantity: number;
  category?: string;
  variant?: string;
}

export type EcommerceAction =
  | { kind: 'detail'; products: EcommerceProduct[] }
  | { kind: 'add'; products: EcommerceProduct[] }
  | { kind: 'remove'; products: EcommerceProduct[] }
  | { kind: 'checkout'; products: EcommerceProduct[] }
  | { kind: 'purchase'; orderId: string; revenue: number; products: EcommerceProduct[] };

/** ISO 4217 for the shop's currency sign (front_currency); RUB when it says nothing else. */
export function currencyCode(sign: string): string {
  const s = sign.trim();
  const known: Record<string, string> = {
    '₽': 'RUB',
    р: 'RUB',
    руб: 'RUB',
    'руб.': 'RUB',
    $: 'USD',
    '€': 'EUR',
    '₸': 'KZT',
    '֏': 'AMD',
    '₼': 'AZN',
    сўм: 'UZS',
    Br: 'BYN',
    '₴': 'UAH',
    '₺': 'TRY',
    '₹': 'INR',
    '¥': 'CNY',
    '₫': 'VND',
    Rp: 'IDR',
  };
  if (known[s]) return known[s];
  return /^[A-Z]{3}$/.test(s) ? s : 'RUB';
}

/** The data layer entry of an action (the "ecommerce" object of Metrika's and GA's format). */
export function ecommerceEntry(action: EcommerceAction, currency: string) {
  const products = action.products.map((p) => ({ ...p }));
  const body =
    action.kind === 'purchase'
      ? { purchase: { actionField: { id: action.orderId, revenue: action.revenue }, products } }
      : { [action.kind]: { products } };
  return { ecommerce: { currencyCode: currencyCode(currency), ...body } };
}

/**
 * What changed between two carts, as add and remove actions: counts per line key, with the
 * product's data from whichever cart has the line.
 */
export function cartChanges(
  before: ReadonlyMap<string, EcommerceProduct>,
  after: ReadonlyMap<string, EcommerceProduct>,
): EcommerceAction[] {
  const added: EcommerceProduct[] = [];
  const removed: EcommerceProduct[] = [];
  for (const [key, now] of after) {
    const was = before.get(key)?.quantity ?? 0;
    if (now.quantity > was) added.push({ ...now, quantity: now.quantity - was });
    else if (now.quantity < was) removed.push({ ...now, quantity: was - now.quantity });
  }
  for (const [key, was] of before) if (!after.has(key)) removed.push({ ...was });
  return [
    ...(added.length > 0 ? [{ kind: 'add' as const, products: added }] : []),
    ...(removed.length > 0 ? [{ kind: 'remove' as const, products: removed }] : []),
  ];
}
