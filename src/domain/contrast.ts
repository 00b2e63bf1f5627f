// Brand colours that people can read (issue 13, WCAG 2.x 1.4.3): the shop picks its colour, and
// where white text on it, or it as text on the page, would fall under 4.5:1, it is darkened (on a
// light page) or lightened (as text on a dark page) just enough, keeping its hue. Computed from the
// shop's own colour, never hand-picked.

export type Rgb = [r: number, g: number, b: number];

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/** '#f60', '#ff6600', 'rgb(255, 102, 0)' → [255, 102, 0]; null for anything else. */
export function parseColor(text: string | null | undefined): Rgb | null {
  const s = (text ?? '').trim().toLowerCase();
  let m = /^#([0-9a-f]{3})$/.exec(s);
  if (m) return [...m[1]!].map((c) => parseInt(c + c, 16)) as Rgb;
  m = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(s);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)) as Rgb;
  m = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(s);
  if (m) {
    const rgb = [m[1], m[2], m[3]].map(Number) as Rgb;
    return rgb.every((v) => v <= 255) ? rgb : null;
  }
  return null;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `weight` of `a` over `b` (0…1), as CSS color-mix in sRGB; null when either cannot be read. */
export function mixColors(a: string, b: string, weight: number): string | null {
  const x = parseColor(a);
  const y = parseColor(b);
  if (!x || !y) return null;
  return toHex(x.map((v, i) => v * weight + y[i]! * (1 - weight)) as Rgb);
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio, 1…21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn
      ? (gn - bn) / d + (gn < bn ? 6 : 0)
      : max === gn
        ? (bn - rn) / d + 2
        : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour itself when it reaches `min` against every one of `backgrounds`; otherwise the same
 * hue made darker (or lighter, when the backgrounds are dark) by the smallest step that does.
 */
export function readableOn(color: Rgb, backgrounds: readonly Rgb[], min = AA_TEXT): Rgb {
  const worst = (c: Rgb) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  if (worst(color) >= min) return color;
  const darkBackgrounds =
    backgrounds.reduce((sum, bg) => sum + luminance(bg), 0) / backgrounds.length < 0.18;
  const [h, s, l] = toHsl(color);
  for (let step = 1; step <= 100; step++) {
    const next = darkBackgrounds ? Math.min(1, l + step / 100) : Math.max(0, l - step / 100);
    const candidate = fromHsl([h, s, next]).map(Math.round) as Rgb;
    if (worst(candidate) >= min) return candidate;
  }
  return darkBackgrounds ? [255, 255, 255] : [0, 0, 0];
}

/** A text colour made readable on all of `surfaces` (hex), or null when it cannot be read. */
export function readableText(color: string, surfaces: readonly string[]): string | null {
  const c = parseColor(color);
  const backs = surfaces.map(parseColor).filter((x): x is Rgb => x !== null);
  return c && backs.length > 0 ? toHex(readableOn(c, backs)) : null;
}

export interface BrandPalette {
  /** Button backgrounds: the brand, darkened until its text reads. */
  fill: string;
  /** Text on those buttons. */
  onFill: string;
  /** The brand as text (links, prices, 'Укажите адрес') on the page's surfaces. */
  text: string;
}

/**
 * The shop's colour made readable: on buttons with `onFill` text (white unless the host says
 * otherwise) and as text on the page's `surfaces` (the colours it is drawn on). Null when the
 * colour cannot be read at all (the caller keeps its defaults).
 */
export function brandPalette(
  brand: string,
  surfaces: readonly string[],
  onFill = '#ffffff',
): BrandPalette | null {
  const color = parseColor(brand);
  const text = parseColor(onFill);
  const backs = surfaces.map(parseColor).filter((c): c is Rgb => c !== null);
  if (!color || !text || backs.length === 0) return null;
  return {
    fill: toHex(readableOn(color, [text])),
    onFill: toHex(text),
    text: toHex(readableOn(color, backs)),
  };
}
