// Languages the Google Translate website widget adds to the shop's own (SPEC.md §3
// use_google_translate, google_languages_list; §4 "Language change is applied once through the
// translate cookie handler"; §7 translate widget script). The page stays in the shop's own language
// and the widget translates what is drawn; the widget reads its target from the `googtrans` cookie
// ('/ru/en': from the shop's language into English).

export interface GoogleTranslate {
  /** use_google_translate. */
  enabled: boolean;
  /** google_languages_list: codes such as 'en', 'uz', 'zh-CN'. */
  languages: readonly string[];
}

/** One entry of the language selector. */
export interface LanguageOption {
  code: string;
  label: string;
  /** Offered through the Google widget, not in the shop's own texts. */
  google: boolean;
}

const CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The languages the widget offers: google_languages_list when use_google_translate is on, each
 * once, in the merchant's order, without the ones the shop has its own texts for (those are
 * better than a machine's) and without anything that is not a language code.
 */
export function googleLanguages(google: GoogleTranslate, shopCodes: readonly string[]): string[] {
  if (!google.enabled) return [];
  const out: string[] = [];
  for (const raw of google.languages) {
    const code = raw.trim();
    if (!CODE.test(code)) continue;
    if (shopCodes.some((c) => same(c, code)) || out.some((c) => same(c, code))) continue;
    out.push(code);
  }
  return out;
}

/**
 * A language's name in that language ('uz' → 'O‘zbek', 'kk' → 'Қазақ тілі'), as the customer
 * looks for it; the code itself when the runtime does not know it.
 */
export function nativeLanguageName(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    name = undefined;
  }
  if (!name) return code;
  let upper = name.charAt(0);
  try {
    upper = upper.toLocaleUpperCase(code);
  } catch {
    upper = upper.toUpperCase();
  }
  return upper + name.slice(1);
}

/** The selector: the shop's own languages first, then the widget's, each named in itself. */
export function languageOptions(
  shop: readonly { code: string; text: string }[],
  googleCodes: readonly string[],
  nameOf: (code: string) => string = nativeLanguageName,
): LanguageOption[] {
  const own = shop.map((l) => ({ code: l.code, label: l.text || nameOf(l.code), google: false }));
  const added = googleCodes
    .filter((code) => !shop.some((l) => same(l.code, code)))
    .map((code) => ({ code, label: nameOf(code), google: true }));
  return [...own, ...added];
}

/**
 * The language the widget translates into: the customer's Google choice while the shop still
 * offers it; null (the page as the shop wrote it) otherwise.
 */
export function googleTarget(offered: readonly string[], chosen: string | null): string | null {
  if (!chosen) return null;
  return offered.find((code) => same(code, chosen)) ?? null;
}

/** The googtrans cookie's value: from the shop's language into the target ('/ru/en'). */
export function googtransValue(base: string, target: string): string {
  return `/${base}/${target}`;
}

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
const IP = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

/**
 * The cookie writes (document.cookie strings) that set the googtrans cookie to `value`, or clear it
 * (null). Set: on the path '/' for this host and for its domain (`.shop.ru`, which the widget reads
 * on every subdomain). Cleared: every copy the widget or an earlier visit may have left — this host
 * and each parent domain. A host without a dot (localhost) or an IP address takes no domain.
 */
export function googtransCookies(hostname: string, value: string | null): string[] {
  const host = hostname.toLowerCase();
  const domains = host.includes('.') && !IP.test(host) ? parentDomains(host) : [];
  if (value !== null) {
    const set = `googtrans=${value}; path=/`;
    return domains.length ? [set, `${set}; domain=.${host}`] : [set];
  }
  const clear = `googtrans=; ${EXPIRED}; path=/`;
  return [clear, ...domains.map((d) => `${clear}; domain=.${d}`)];
}

/** 'www.shop.co.uk' → ['www.shop.co.uk', 'shop.co.uk', 'co.uk'] (never a bare top-level domain). */
function parentDomains(host: string): string[] {
  const labels = host.split('.');
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) out.push(labels.slice(i).join('.'));
  return out;
}
