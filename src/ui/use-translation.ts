// The screens' texts: react-i18next's useTranslation() as this app uses it (one namespace, the
// languages loaded before the first render), without the copy of the whole i18next instance that
// react-i18next 17 makes for every component that asks (Object.getOwnPropertyDescriptors of the
// instance, once per mounted component). On a menu page that copy was made for every dish card:
// a fifth of the server's render time and as much of the browser's hydration.
// Re-renders as react-i18next does: when the language changes and when texts are added (the rest
// of a language's texts, the shop's own translations).
import { useContext, useEffect, useMemo, useReducer } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const EVENTS = ['languageChanged'] as const;
const STORE_EVENTS = ['added', 'removed'] as const;

export function useTranslation(): Translation {
  const { i18n } = useContext(I18nContext);
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const onChange = () => changed();
    for (const event of EVENTS) i18n.on(event, onChange);
    for (const event of STORE_EVENTS) i18n.store.on(event, onChange);
    return () => {
      for (const event of EVENTS) i18n.off(event, onChange);
      for (const event of STORE_EVENTS) i18n.store.off(event, onChange);
    };
  }, [i18n]);
  // A new `t` when the texts change, so what memoises on it is recomputed (as with react-i18next).
  const language = i18n.language;
  return useMemo(
    () => {
      // Its own function each time (a new identity), over the instance's shared texts.
      const shared = plainTextsOf(i18n) as unknown as (...args: unknown[]) => unknown;
      return { t: ((...args: unknown[]) => shared(...args)) as unknown as TFunction, i18n };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for a new language or texts
    [i18n, language, version],
  );
}

/**
 * `t` with a text looked up once until the texts or the language change: every dish card asks for
 * the same few labels (the heart's twice) and puts its name into a few more ('Добавить {{name}}'),
 * and i18next resolves a key in about 25 µs and fills one in about 60 µs: two milliseconds and more
 * of a menu page's render. A text asked with values is filled here when they are only its
 * placeholders' values (plain `{{name}}`s, strings or numbers, none an option i18next acts on such
 * as `count`); anything else (plurals, contexts, formats, nesting, defaults) goes to i18next.
 */
const plainTexts = new WeakMap<I18n, TFunction>();
export function plainTextsOf(i18n: I18n): TFunction {
  let t = plainTexts.get(i18n);
  if (!t) {
    const known = new Map<string, string>();
    const templates = new Map<string, Template | null>();
    const forget = () => {
      known.clear();
      templates.clear();
    };
    for (const event of EVENTS) i18n.on(event, forget);
    for (const event of STORE_EVENTS) i18n.store.on(event, forget);
    const resolve = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
    const plain = (key: string): string | undefined => {
      let text = known.get(key);
      if (text === undefined) {
        const resolved = resolve(key);
        if (typeof resolved !== 'string') return undefined;
        known.set(key, (text = resolved));
      }
      return text;
    };
    t = ((...args: unknown[]) => {
      const [key, values] = args;
      if (typeof key !== 'string' || args.length > 2) return resolve(...args);
      if (args.length === 1) return plain(key) ?? resolve(key);
      if (!isValues(values) || !plainInterpolation(i18n)) return resolve(...args);
      let template = templates.get(key);
      if (template === undefined) {
        const raw = resolve(key, { skipInterpolation: true });
        template = typeof raw === 'string' ? templateOf(raw) : null;
        templates.set(key, template);
      }
      return (template && fill(template, values)) ?? resolve(...args);
    }) as unknown as TFunction;
    plainTexts.set(i18n, t);
  }
  return t;
}

/** Whether i18next would put values in as they are (this app's setting: no escaping, no formats). */
function plainInterpolation(i18n: I18n): boolean {
  const { interpolation, postProcess } = i18n.options;
  return (
    interpolation?.escapeValue === false &&
    !interpolation.alwaysFormat &&
    (interpolation.prefix ?? '{{') === '{{' &&
    (interpolation.suffix ?? '}}') === '}}' &&
    !(Array.isArray(postProcess) ? postProcess.length : postProcess)
  );
}

/** A text's literal parts and, between them, the names of its plain `{{name}}` placeholders. */
interface Template {
  parts: string[];
  names: string[];
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

/** The text as a template, or null when i18next would do more than put values in. */
function templateOf(text: string): Template | null {
  if (text.includes('$t(')) return null; // nesting
  const parts: string[] = [];
  const names: string[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(at, match.index));
    names.push(match[1]!);
    at = match.index + match[0].length;
  }
  const rest = text.slice(at);
  // Any other `{{…}}` (a format, an unescaped value, a malformed one) is i18next's.
  if (parts.some((p) => p.includes('{{') || p.includes('}}')) || rest.includes('{{')) return null;
  parts.push(rest);
  return { parts, names };
}

/** i18next's options: values with these names change what it does, not just what it puts in. */
const OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'replace',
  'interpolation',
  'skipInterpolation',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'nsSeparator',
  'keySeparator',
]);

type Values = Record<string, string | number>;
function isValues(values: unknown): values is Values {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return false;
  for (const [name, value] of Object.entries(values)) {
    if (OPTIONS.has(name) || (typeof value !== 'string' && typeof value !== 'number')) return false;
  }
  return true;
}

/** The template with the values put in; null when a value is missing or one is left unused. */
function fill({ parts, names }: Template, values: Values): string | null {
  if (Object.keys(values).length > names.length) {
    const used = new Set(names);
    if (Object.keys(values).some((name) => !used.has(name))) return null;
  }
  let text = parts[0]!;
  for (let i = 0; i < names.length; i++) {
    const value = values[names[i]!];
    if (value === undefined) return null;
    text += String(value) + parts[i + 1]!;
  }
  return text;
}
