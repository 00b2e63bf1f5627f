// The shop's colours as the root's CSS variables (domain/theme-vars.ts): the rule the app applies
// and the server writes into a rendered page's head, so the two agree to the character.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  declarations,
  hostSurfaces,
  THEME_SURFACES,
  themeVars,
  type FacadeColors,
} from '../../../src/domain/theme-vars.ts';
import { brandPalette, mixColors, readableText } from '../../../src/domain/contrast.ts';

const COLORS: FacadeColors = {
  yellow: '#ffc93c',
  yellow_dark: '#e0a800',
  yellow_light: '#fff3d1',
  yellow_light_secondary: '#fff9eb',
  orange: '#ff6b2c',
  main_buttons_background_color: '#ff6b2c',
};
const TELEGRAM = { button: '#2481cc', buttonText: '#ffffff', hint: '#999999' };

describe('themeVars', () => {
  const light = brandPalette('#ff6b2c', [...THEME_SURFACES.light, '#fff9eb'])!;
  const dark = brandPalette('#ff6b2c', THEME_SURFACES.dark)!;
  const tgSoft = mixColors('#2481cc', '#ffffff', 0.12)!;
  const tg = brandPalette('#2481cc', [...THEME_SURFACES.light, tgSoft])!;
  it.each<[string, Parameters<typeof themeVars>[0], Record<string, string | null>]>([
    [
      'website, light: the shop’s colours, the brand readable on its light surfaces and tint',
      { colors: COLORS, appearance: 'light' },
      {
        '--brand-accent': '#ffc93c',
        '--brand-accent-dark': '#e0a800',
        '--brand-accent-soft': '#fff3d1',
        '--brand-soft': '#fff9eb',
        '--text-secondary': null,
        '--brand': light.fill,
        '--brand-contrast': '#ffffff',
        '--brand-text': light.text,
      },
    ],
    [
      'website, dark: a faint white tint, the brand as text lightened for dark surfaces',
      { colors: COLORS, appearance: 'dark' },
      {
        '--brand-accent': '#ffc93c',
        '--brand-accent-dark': '#e0a800',
        '--brand-accent-soft': mixColors('#ffc93c', THEME_SURFACES.dark[0]!, 0.14),
        '--brand-soft': 'rgba(255,255,255,0.06)',
        '--text-secondary': null,
        '--brand': dark.fill,
        '--brand-contrast': '#ffffff',
        '--brand-text': dark.text,
      },
    ],
    [
      'the shop’s button colour comes before its orange',
      { colors: { ...COLORS, main_buttons_background_color: '#0a7d2c' }, appearance: 'light' },
      expect.objectContaining({
        '--brand': brandPalette('#0a7d2c', [...THEME_SURFACES.light, '#fff9eb'])!.fill,
      }) as unknown as Record<string, string | null>,
    ],
    [
      'Telegram: its button colour is the accent, its tint the soft colour, its hint made readable',
      { colors: COLORS, appearance: 'light', telegram: TELEGRAM },
      {
        '--brand-accent': '#ffc93c',
        '--brand-accent-dark': '#e0a800',
        '--brand-accent-soft': '#fff3d1',
        '--brand-soft': tgSoft,
        '--text-secondary': readableText('#999999', [...THEME_SURFACES.light, tgSoft]),
        '--brand': tg.fill,
        '--brand-contrast': '#ffffff',
        '--brand-text': tg.text,
      },
    ],
    [
      'no settings yet: only the secondary text, left to the stylesheet',
      { colors: null, appearance: 'light' },
      { '--text-secondary': null },
    ],
  ])('%s', (_name, input, expected) => {
    expect(themeVars(input)).toEqual(expected);
  });

  it('the surfaces are tokens.css’s own', () => {
    const css = fs.readFileSync('src/ui/styles/tokens.css', 'utf8');
    const block = (selector: string) => css.slice(css.indexOf(`${selector} {`)).split('}')[0]!;
    const value = (text: string, name: string) =>
      new RegExp(`${name}:\\s*([^;]+);`).exec(text)?.[1]?.trim();
    for (const [appearance, selector] of [
      ['light', ':root'],
      ['dark', "[data-theme='dark']"],
    ] as const) {
      const text = block(selector);
      expect(['--surface', '--bg', '--surface-2'].map((n) => value(text, n))).toEqual(
        THEME_SURFACES[appearance],
      );
    }
  });
});

describe('declarations', () => {
  it.each<[string, Record<string, string | null>, string]>([
    [
      'values in order, removed ones left out',
      { '--a': '#fff', '--b': null, '--c': 'rgba(0,0,0,0.5)' },
      '--a:#fff;--c:rgba(0,0,0,0.5);',
    ],
    [
      'a setting that could close the rule or the element is left out',
      { '--a': 'red;}</style><script>', '--b': '#000' },
      '--b:#000;',
    ],
    ['nothing', {}, ''],
  ])('%s', (_name, vars, css) => {
    expect(declarations(vars)).toBe(css);
  });
});

describe('hostSurfaces', () => {
  const dark = { bg: '#000000', secondaryBg: '#1c1c1d', sectionBg: '#2c2c2e' };
  it.each([
    ['a whole theme', dark, ['#2c2c2e', '#1c1c1d', '#1c1c1d']],
    [
      'no section colour: the background',
      { bg: '#17212b', secondaryBg: '#232e3c' },
      ['#17212b', '#232e3c', '#232e3c'],
    ],
    ['the background alone', { bg: '#212121' }, ['#212121', '#212121', '#f0f0f3']],
    ['nothing given: the light defaults', {}, ['#ffffff', '#f5f5f7', '#f0f0f3']],
    [
      'an empty colour counts as none',
      { bg: '', sectionBg: '' },
      ['#ffffff', '#f5f5f7', '#f0f0f3'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(hostSurfaces(input)).toEqual(expected);
  });

  it('follows tokens.css’s [data-host=telegram] fallbacks', () => {
    const css = fs.readFileSync('src/ui/styles/tokens.css', 'utf8');
    const block = css.slice(css.indexOf("[data-host='telegram'] {")).split('}')[0]!;
    const chain = (name: string) =>
      new RegExp(`${name}:\\s*([^;]+);`).exec(block)![1]!.replace(/\s+/g, ' ').trim();
    // Each chain as CSS resolves it, for every combination of colours given and not.
    const resolve = (text: string, vars: Record<string, string | undefined>): string => {
      const m = /^var\((--[\w-]+), (.+)\)$/.exec(text);
      if (!m) return text;
      return vars[m[1]!] || resolve(m[2]!, vars);
    };
    const colours = ['#101010', undefined];
    for (const bg of colours)
      for (const secondaryBg of ['#202020', undefined])
        for (const sectionBg of ['#303030', undefined]) {
          const vars = {
            '--tg-theme-bg-color': bg,
            '--tg-theme-secondary-bg-color': secondaryBg,
            '--tg-theme-section-bg-color': sectionBg,
          };
          expect(hostSurfaces({ bg, secondaryBg, sectionBg })).toEqual(
            ['--surface', '--bg', '--surface-2'].map((n) => resolve(chain(n), vars)),
          );
        }
  });
});
