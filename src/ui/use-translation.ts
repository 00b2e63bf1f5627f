// The screens' texts: react-i18next's useTranslation() as this app uses it (one namespace, the
// languages loaded before the first render), without the copy of the whole i18next instance that
// react-i18next 17 makes for every component that asks (Object.getOwnPropertyDescriptors of the
// instance, once per mounted component). On a menu page that copy was made for every dish card:
// a fifth of the server's render time and as much of the browser's hydration.
// Re-renders when the language changes, and when texts are added or removed (the rest of a
// language's texts, the shop's own translations) only if a text the screens asked for now reads
// otherwise. react-i18next redraws every component that shows texts whenever any arrive: the rest of
// the texts, arriving just after a grocery's start and changing nothing on it, drew every card again
// in one 40-85 ms task (traced).
import { useContext, useEffect, useMemo, useReducer } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const STORE_EVENTS = ['added', 'removed'] as const;

export function useTranslation(): Translation {
  const { i18n } = useContext(I18nContext);
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const texts = textsOf(i18n);
  const drawn = texts.generation;
  useEffect(() => {
    const stop = onTextsChange(i18n, changed);
    // Texts that changed between this component's render and now (before it listened).
    if (texts.generation !== drawn) changed();
    return stop;
  }, [i18n, texts, drawn]);
  // A new `t` when the texts change, so what memoises on it is recomputed (as with react-i18next).
  const language = i18n.language;
  return useMemo(
    () => {
      // Its own function each time (a new identity), over the instance's shared texts.
      const shared = texts.t as unknown as (...args: unknown[]) => unknown;
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
export function plainTextsOf(i18n: I18n): TFunction {
  return textsOf(i18n).t;
}

/**
 * Calls `listener` when the language changes, or when added or removed texts change the answer to
 * a question the screens asked `plainTextsOf(i18n)` since the last change. Returns the unsubscriber.
 */
export function onTextsChange(i18n: I18n, listener: () => void): () => void {
  const { listeners } = textsOf(i18n);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Questions other than a key alone kept at most this many (a long-lived server's); past it, any change redraws. */
const MAX_KEPT = 2000;

interface Texts {
  t: TFunction;
  /** Told when the texts read otherwise. */
  listeners: Set<() => void>;
  /** Counts those changes. */
  generation: number;
}

const shared = new WeakMap<I18n, Texts>();
function textsOf(i18n: I18n): Texts {
  const had = shared.get(i18n);
  if (had) return had;
  // Every answer given since the last change, by its question: a key asked alone by the key (kept
  // to answer it again), any other question written as JSON (kept to be asked again when texts
  // arrive). Added texts that change none of them change nothing drawn.
  const answers = new Map<string, [unknown[], unknown]>();
  const templates = new Map<string, Template | null>();
  let untracked = false; // a question not kept: any change redraws
  const texts: Texts = {
    t: undefined as unknown as TFunction,
    listeners: new Set(),
    generation: 0,
  };
  const resolve = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  let questions = 0; // kept as JSON; keys asked alone are as many as the app has texts
  const answer = (question: string | null, args: unknown[], byKey = false): unknown => {
    const text = resolve(...args);
    if (question === null || (!byKey && !answers.has(question) && ++questions > MAX_KEPT))
      untracked = true;
    else answers.set(question, [args, text]);
    return text;
  };
  const changed = () => {
    answers.clear();
    templates.clear();
    untracked = false;
    questions = 0;
    texts.generation++;
    texts.listeners.forEach((listener) => listener());
  };
  i18n.on('languageChanged', changed);
  const onStore = () =>
    (!untracked && [...answers.values()].every(([args, text]) => resolve(...args) === text)) ||
    changed();
  for (const event of STORE_EVENTS) i18n.store.on(event, onStore);

  texts.t = ((...args: unknown[]) => {
    const [key, values] = args;
    if (typeof key === 'string' && args.length === 1) {
      const kept = answers.get(key);
      return kept ? kept[1] : answer(key, args, true);
    }
    if (
      typeof key === 'string' &&
      args.length === 2 &&
      isValues(values) &&
      plainInterpolation(i18n)
    ) {
      let template = templates.get(key);
      if (template === undefined) {
        const raw = answer(signature([key, RAW]), [key, RAW]);
        templates.set(key, (template = typeof raw === 'string' ? templateOf(raw) : null));
      }
      const text = template && fill(template, values);
      if (text != null) return text;
    }
    return answer(signature(args), args);
  }) as unknown as TFunction;
  shared.set(i18n, texts);
  return texts;
}

const RAW = { skipInterpolation: true };

/** The question as JSON, or null when it holds what JSON cannot tell apart (a function). */
function signature(args: unknown[]): string | null {
  try {
    return JSON.stringify(args, (_, value: unknown) => {
      if (typeof value === 'function') throw new TypeError('a function');
      return value;
    });
  } catch {
    return null;
  }
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
