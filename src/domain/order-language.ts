// The language an order was placed in: the storefront writes the customer's interface language in
// the order's meta as WPML does (`wpml_language`), and what the backend itself says about the order
// (the Telegram invoice, Telegram's refusal at pre-checkout) speaks it. An order without it, or with
// a language the texts do not cover, is the fallback's (the shop's default).

export const ORDER_LANGUAGE_META = 'wpml_language';

export function orderLanguageOf<L extends string>(
  order: object | null | undefined,
  languages: readonly L[],
  fallback: L,
): L {
  const raw = order && (order as { meta_data?: unknown }).meta_data;
  const meta: unknown[] = Array.isArray(raw) ? raw : [];
  for (const entry of meta) {
    if (!entry || typeof entry !== 'object') continue;
    const { key, value } = entry as { key?: unknown; value?: unknown };
    if (key !== ORDER_LANGUAGE_META || typeof value !== 'string') continue;
    const known = languages.find((l) => l === value);
    if (known) return known;
  }
  return fallback;
}
