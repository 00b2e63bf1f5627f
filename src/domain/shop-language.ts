// Which language the interface and the content speak, from the shop's translation settings
// (SPEC.md §3 language_list, translate_active, use_backend_translate, translate_only_interface,
// seo_by_langs; §4 language persistence; §9 default language ru).

export interface ShopLanguages {
  /** language_list: the shop's languages, one of them marked default. */
  list: readonly { code: string; default: boolean }[];
  /** translate_active: the customer may choose a language. */
  translateActive: boolean;
  /** use_backend_translate: the backend has the catalogue, pages and posts in every language. */
  useBackendTranslate: boolean;
  /** translate_only_interface: the content stays in the shop's language whatever is chosen. */
  translateOnlyInterface: boolean;
}

/**
 * The shop's translation settings as the rules read them, from the settings aggregate (the
 * storefront's parsed copy or the backend's stored one: a flag is on only when it is `true`).
 */
export function shopLanguagesOf(
  settings:
    | {
        translate_active?: unknown;
        use_backend_translate?: unknown;
        translate_only_interface?: unknown;
      }
    | null
    | undefined,
  list: ShopLanguages['list'],
): ShopLanguages {
  return {
    list,
    translateActive: settings?.translate_active === true,
    useBackendTranslate: settings?.use_backend_translate === true,
    translateOnlyInterface: settings?.translate_only_interface === true,
  };
}

/** The shop's own language: the one language_list marks default, else its first, else ru. */
export function shopDefaultLanguage(shop: Pick<ShopLanguages, 'list'>): string {
  return shop.list.find((l) => l.default)?.code ?? shop.list[0]?.code ?? 'ru';
}

/** Telegram sends 'zh' or 'pt-br' style codes; the shop lists 'zh-CN', 'pt'. */
function matchCode(code: string, list: ShopLanguages['list']): string | null {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return null;
  const exact = list.find((l) => l.code.toLowerCase() === wanted);
  if (exact) return exact.code;
  const base = wanted.split(/[-_]/)[0]!;
  return list.find((l) => l.code.toLowerCase().split('-')[0] === base)?.code ?? null;
}

/**
 * The interface language: the shop's default when it offers no choice; otherwise the customer's
 * own earlier choice when the shop still has it; else (a first visit) Telegram's language_code when
 * the shop has that language, else the shop's default.
 */
export function interfaceLanguage(
  shop: ShopLanguages,
  visitor: { chosen: string | null; telegramCode: string | null },
): string {
  const fallback = shopDefaultLanguage(shop);
  if (!shop.translateActive || shop.list.length === 0) return shop.list.length ? fallback : 'ru';
  if (visitor.chosen) {
    const chosen = matchCode(visitor.chosen, shop.list);
    if (chosen) return chosen;
  }
  if (visitor.telegramCode) {
    const tg = matchCode(visitor.telegramCode, shop.list);
    if (tg) return tg;
  }
  return fallback;
}

/**
 * The language the catalogue, pages and posts are asked in: the interface's with
 * use_backend_translate (and not translate_only_interface), the shop's own otherwise.
 */
export function contentLanguage(shop: ShopLanguages, interfaceLang: string): string {
  if (shop.translateActive && shop.useBackendTranslate && !shop.translateOnlyInterface)
    return interfaceLang;
  return shopDefaultLanguage(shop);
}

/**
 * The shop's own languages the selector offers: with translate_active, language_list's that the
 * storefront has texts for (`shipped`; all of those when the shop lists none); without it, the
 * shop's default alone (the Google widget's languages may still be offered beside it).
 */
export function offeredShopLanguages(
  shop: Pick<ShopLanguages, 'translateActive'> & {
    list: readonly { code: string; text: string; default: boolean }[];
  },
  shipped: readonly string[],
): { code: string; text: string }[] {
  if (!shop.translateActive) {
    const code = shopDefaultLanguage(shop);
    return [{ code, text: shop.list.find((l) => l.code === code)?.text ?? '' }];
  }
  const own = shop.list.filter((l) => shipped.includes(l.code));
  if (own.length > 0) return own.map(({ code, text }) => ({ code, text }));
  return shipped.map((code) => ({ code, text: code }));
}
