// Brand colours made readable (WCAG 1.4.3): contrast as WCAG computes it, and the smallest change
// of lightness that reaches 4.5:1, hue kept.
import { describe, expect, it } from 'vitest';
import {
  brandPalette,
  contrastRatio,
  mixColors,
  parseColor,
  readableText,
  readableOn,
  type Rgb,
} from '../../../src/domain/contrast.ts';
import { cases } from '../../fixtures/cases';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const c = (hex: string) => parseColor(hex)!;

describe('contrastRatio (WCAG)', () => {
  it.each<[string, string, string, number]>([
    ['black on white', '#000000', '#ffffff', 21],
    ['white on white', '#ffffff', '#ffffff', 1],
    ['the shop’s orange under white text (issue 13: 2.84:1)', '#ff6b2c', '#ffffff', 2.84],
    ['Telegram’s iOS blue under white text', '#007aff', '#ffffff', 4.02],
    ['WebAIM’s grey example', '#777777', '#ffffff', 4.48],
  ])('%s', (_name, a, b, ratio) => {
    expect(contrastRatio(c(a), c(b))).toBeCloseTo(ratio, 2);
  });
});

describe('parseColor', () => {
  cases('%s', parseColor, [
    ['#f60', [255, 102, 0]],
    ['#FF6B2C', [255, 107, 44]],
    ['#ff6b2c80', [255, 107, 44]],
    ['rgb(0, 122, 255)', [0, 122, 255]],
    [' #ffffff ', [255, 255, 255]],
    ['orange', null],
    ['', null],
    ['#12345', null],
    ['rgb(300, 0, 0)', null],
  ]);
});

describe('readableOn', () => {
  it.each<[string, string, Rgb[]]>([
    ['the orange under white text is darkened', '#ff6b2c', [WHITE]],
    ['Telegram’s blue under white text is darkened', '#007aff', [WHITE]],
    ['a pale yellow as text on white and on its soft tint', '#ffc93c', [WHITE, c('#fff4ec')]],
    ['a dark blue as text on a dark page is lightened', '#1a237e', [c('#1b1c21'), c('#101114')]],
  ])('%s: reaches 4.5:1 against every background, the hue kept', (_name, hex, backs) => {
    const out = readableOn(c(hex), backs);
    expect(Math.min(...backs.map((b) => contrastRatio(out, b)))).toBeGreaterThanOrEqual(4.5);
    // Hue kept: the strongest channel stays the strongest.
    const strongest = (rgb: Rgb) => rgb.indexOf(Math.max(...rgb));
    expect(strongest(out)).toBe(strongest(c(hex)));
  });

  it.each<[string, string, Rgb[]]>([
    ['a dark green already reads under white text', '#1b5e20', [WHITE]],
    ['black on white', '#000000', [WHITE]],
    ['white text on a dark page', '#ffffff', [BLACK]],
  ])('%s: unchanged', (_name, hex, backs) => {
    expect(readableOn(c(hex), backs)).toEqual(c(hex));
  });

  it('darkens only as far as needed (just over 4.5:1, not black)', () => {
    const out = readableOn(c('#ff6b2c'), [WHITE]);
    const ratio = contrastRatio(out, WHITE);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeLessThan(5);
  });
});

describe('readableText', () => {
  it('Telegram’s iOS hint grey on white is darkened to read (3.26:1 → 4.5:1)', () => {
    const out = readableText('#8e8e93', ['#ffffff', '#efeff4'])!;
    expect(contrastRatio(c(out), c('#efeff4'))).toBeGreaterThanOrEqual(4.5);
  });
  it('Telegram’s dark hint already reads and is kept', () => {
    expect(readableText('#98989e', ['#000000', '#1c1c1d'])).toBe('#98989e');
  });
  it('nothing to read: null', () => expect(readableText('', ['#ffffff'])).toBeNull());
});

describe('mixColors', () => {
  cases('%s over %s at %f', mixColors, [
    ['#007aff', '#ffffff', 0.12, '#e0efff'],
    ['#000000', '#ffffff', 0.5, '#808080'],
    ['#ff6b2c', '#ffffff', 1, '#ff6b2c'],
    ['nope', '#ffffff', 0.5, null],
  ]);
});

describe('brandPalette', () => {
  it('the demo shop’s orange: darker buttons with white text, darker text on light surfaces', () => {
    const p = brandPalette('#ff6b2c', ['#ffffff', '#f5f5f7', '#fff4ec'])!;
    expect(p.onFill).toBe('#ffffff');
    expect(contrastRatio(c(p.fill), WHITE)).toBeGreaterThanOrEqual(4.5);
    for (const s of ['#ffffff', '#f5f5f7', '#fff4ec'])
      expect(contrastRatio(c(p.text), c(s))).toBeGreaterThanOrEqual(4.5);
  });

  it('on a dark page the orange text is kept (it already reads)', () => {
    const p = brandPalette('#ff6b2c', ['#1b1c21', '#101114'])!;
    expect(p.text).toBe('#ff6b2c');
  });

  it('a host’s own text colour on its buttons (Telegram’s button_text_color)', () => {
    const p = brandPalette('#3e88f7', ['#000000'], '#ffffff')!;
    expect(contrastRatio(c(p.fill), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('a colour that cannot be read gives nothing (defaults stay)', () => {
    expect(brandPalette('brand-orange', ['#ffffff'])).toBeNull();
    expect(brandPalette('#ff6b2c', [])).toBeNull();
  });
});
