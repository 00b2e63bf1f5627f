// The maps script of SPEC.md §7: "A maps script loads with an API key, a language and
// longitude-first coordinates. The language is ru_RU by default, en_EN is mapped to en_US,
// otherwise it is derived from the language code."

export const YANDEX_MAPS_BASE = 'https://api-maps.yandex.ru/2.1/';

/** SPEC.md §7: the Yandex Maps locale for an interface language ('de' → 'de_DE'). */
export function yandexMapsLang(code: string | null | undefined): string {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return 'ru_RU';
  const [language = '', region] = trimmed.split(/[-_]/);
  const lang = language.toLowerCase();
  if (!/^[a-z]{2,3}$/.test(lang)) return 'ru_RU';
  const derived = `${lang}_${(region || lang).toUpperCase()}`;
  return derived === 'en_EN' ? 'en_US' : derived;
}

/**
 * SPEC.md §7: the script URL. `coordorder=longlat` makes the API take and return [lon, lat],
 * the order GeoJSON, turf and the settings map use, so no coordinate is ever swapped by hand.
 * Without a key the URL still loads the free tier where the API allows it.
 */
export function yandexMapsUrl(apiKey: string | null | undefined, language: string): string {
  const params = new URLSearchParams({ lang: yandexMapsLang(language), coordorder: 'longlat' });
  const key = apiKey?.trim();
  if (key) params.set('apikey', key);
  return `${YANDEX_MAPS_BASE}?${params.toString()}`;
}
