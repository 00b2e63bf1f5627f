// Every interface string exists in every one of the 18 languages, and every key the code uses exists.
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/i18n.ts';

const dir = path.resolve('src/i18n/locales');
const load = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<string, unknown>;

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

function value(obj: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], obj);
}

const ru = load('ru');
const ruKeys = keys(ru);
/** Plural forms differ by language (ru: one/few/many/other, en: one/other): compare base keys. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (list: string[]) => [...new Set(list.map((k) => k.replace(PLURAL, '')))];
const ruBase = base(ruKeys);

describe('language files', () => {
  it('there is one file per language of SPEC.md §1', () => {
    const files = fs
      .readdirSync(dir)
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'ru'))(
    '%s has every key of ru, non-empty, and no stray keys',
    (code) => {
      const lang = load(code);
      const langKeys = keys(lang);
      const present = (k: string) => {
        const v = value(lang, k) ?? value(lang, `${k}_other`);
        return typeof v === 'string' && v.trim() !== '';
      };
      expect(ruBase.filter((k) => !present(k))).toEqual([]);
      expect(base(langKeys).filter((k) => !ruBase.includes(k))).toEqual([]);
      expect(
        langKeys.filter(
          (k) => typeof value(lang, k) !== 'string' || (value(lang, k) as string).trim() === '',
        ),
      ).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((l) => l !== 'ru'))(
    '%s keeps the same {{placeholders}} as ru',
    (code) => {
      const lang = load(code);
      for (const k of keys(lang)) {
        const ruValue = value(ru, k) ?? value(ru, k.replace(PLURAL, '_other'));
        const want =
          String(ruValue)
            .match(/{{\s*\w+\s*}}/g)
            ?.sort() ?? [];
        const got =
          String(value(lang, k) ?? '')
            .match(/{{\s*\w+\s*}}/g)
            ?.sort() ?? [];
        expect(got, `${code}: ${k}`).toEqual(want);
      }
    },
  );
});

describe('plural forms (i18next plurals, issue 13)', () => {
  it.each([...LANGUAGES])('%s has every plural form its language needs', (code) => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const lang = load(code);
    const pluralBases = base(keys(lang).filter((k) => PLURAL.test(k)));
    const missing = pluralBases.flatMap((k) =>
      categories
        .filter((c) => typeof value(lang, `${k}_${c}`) !== 'string')
        .map((c) => `${k}_${c}`),
    );
    expect(missing).toEqual([]);
  });

  it('a word beside a number is a plural in ru, so counts read right ("1 заказ", "5 заказов")', () => {
    for (const key of ['lk.orders.countShort', 'lk.bonuses.balanceShort', 'coupons.bonusAvailable'])
      for (const form of ['one', 'few', 'many', 'other'])
        expect(typeof value(ru, `${key}_${form}`), `${key}_${form}`).toBe('string');
  });

  it.each([
    ['ru', 1, 'заказ'],
    ['ru', 3, 'заказа'],
    ['ru', 5, 'заказов'],
    ['ru', 21, 'заказ'],
    ['ru', 0, 'заказов'],
    ['en', 1, 'order'],
    ['en', 2, 'orders'],
    ['be', 5, 'заказаў'],
  ])('i18next says %s %i %s', async (code, count, word) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: code, resources: { [code]: { translation: load(code) } } });
    expect(i18n.t('lk.orders.countShort', { count })).toBe(word);
  });
});

describe('keys used in the code', () => {
  const files: string[] = [];
  const walk = (d: string) =>
    fs.readdirSync(d, { withFileTypes: true }).forEach((e) => {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name)) files.push(p);
    });
  walk(path.resolve('src'));

  it('every literal t("…") key exists in ru', () => {
    const used = new Set<string>();
    for (const f of files) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g))
        used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    const plural = (k: string) =>
      ['_one', '_few', '_many', '_other'].some((s) => ruKeys.includes(k + s));
    expect(
      [...used].filter(
        (k) => !ruKeys.includes(k) && !plural(k) && typeof value(ru, k) !== 'object',
      ),
    ).toEqual([]);
  });
});
