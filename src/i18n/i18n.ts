// i18next with the 18 languages of SPEC.md §1; each language file is its own lazy chunk.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from './languages.ts';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type LanguageCode } from './languages.ts';

type Texts = Record<string, unknown>;
/** A part of a language file (vite.config.ts localeParts): its texts and its own address. */
interface TextFile {
  default: Texts;
  url: string;
}
type Loader = () => Promise<TextFile>;

// Each language file in two parts (src/i18n/parts.ts, split by the build's locale-parts plugin).
const coreLoaders = import.meta.glob<TextFile>('./locales/*.json', { query: { part: 'core' } });
const restLoaders = import.meta.glob<TextFile>('./locales/*.json', { query: { part: 'rest' } });

/** The addresses of the language files this page has loaded. */
const loadedFiles = new Set<string>();

/** The language files this page has read: the service worker keeps them for an offline start. */
export function loadedTextFiles(): string[] {
  return [...loadedFiles];
}

function loaderOf(
  loaders: Record<string, Loader>,
  lang: string,
): (() => Promise<Texts>) | undefined {
  const loader = loaders[`./locales/${lang}.json`];
  return (
    loader &&
    (() =>
      loader().then((file) => {
        loadedFiles.add(file.url);
        return file.default;
      }))
  );
}

/** Languages whose "rest" part is in, or on its way. */
const restLoads = new Map<string, Promise<void>>();
let restWanted = false;

async function addCore(instance: i18n, lang: LanguageCode) {
  if (instance.hasResourceBundle(lang, 'translation')) return;
  const loader = loaderOf(coreLoaders, lang);
  if (loader) instance.addResourceBundle(lang, 'translation', await loader(), true, true);
}

function addRest(instance: i18n, lang: LanguageCode): Promise<void> {
  let pending = restLoads.get(lang);
  if (!pending) {
    const loader = loaderOf(restLoaders, lang);
    // Never over the merchant's own texts (mergeBackendTexts) that may already be in.
    pending = loader
      ? loader().then((texts) => void instance.addResourceBundle(lang, 'translation', texts, true))
      : Promise.resolve();
    pending = pending.catch((error: unknown) => {
      restLoads.delete(lang); // a flaky network: the next screen asks again
      throw error;
    });
    restLoads.set(lang, pending);
  }
  return pending;
}

/**
 * The texts of every screen for the current language (and Russian, the fallback). The home page
 * does not wait for them; lazy screens and modals do.
 */
export function loadRestTexts(instance: i18n): Promise<void> {
  restWanted = true;
  return Promise.all(restLanguages(instance).map((lang) => addRest(instance, lang))).then(
    () => undefined,
  );
}

/** The languages whose rest a page needs: its own and Russian (the fallback). */
function restLanguages(instance: i18n): LanguageCode[] {
  const lang = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  return [...new Set([lang, DEFAULT_LANGUAGE])];
}

/**
 * Fetches the rest of the current language's texts (and Russian's) without adding them, so a
 * service worker that controls the page keeps their files for a start without a network; the
 * screens are not drawn again, and a later loadRestTexts finds the modules already in.
 */
export function fetchRestTexts(instance: i18n): Promise<void> {
  return Promise.all(restLanguages(instance).map((lang) => loaderOf(restLoaders, lang)?.())).then(
    () => undefined,
  );
}

export async function loadLanguage(instance: i18n, code: string): Promise<LanguageCode> {
  const lang = isLanguage(code) ? code : DEFAULT_LANGUAGE;
  await Promise.all([
    addCore(instance, lang),
    addCore(instance, DEFAULT_LANGUAGE),
    // A switch after the rest was loaded brings the new language's rest before it shows.
    ...(restWanted ? [addRest(instance, lang)] : []),
  ]);
  await instance.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return lang;
}

const merged = new WeakMap<i18n, Map<string, string>>();

/** The merchant's own texts (language_list[].lang_json_data) override the shipped ones. The same
 * texts twice change nothing (no re-render: a hydrating page must not be disturbed). */
export function mergeBackendTexts(
  instance: i18n,
  lang: string,
  texts: Record<string, string> | null | undefined,
) {
  if (!texts || Object.keys(texts).length === 0) return;
  const seen = merged.get(instance) ?? new Map<string, string>();
  merged.set(instance, seen);
  const signature = JSON.stringify(texts);
  if (seen.get(lang) === signature) return;
  seen.set(lang, signature);
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const parts = key.split('.');
    let node = nested;
    parts.slice(0, -1).forEach((p) => {
      node = (node[p] ??= {}) as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = value;
  }
  instance.addResourceBundle(lang, 'translation', nested, true, true);
}

export async function createI18n(language: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    // Screens re-render when a part of the texts arrives.
    react: { bindI18nStore: 'added' },
  });
  await loadLanguage(instance, language);
  return instance;
}
