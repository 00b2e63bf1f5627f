// The shop's fonts (SPEC.md §1 "applies … fonts": settings.main_font and font_headings): which
// shipped family a setting names, and which of its weights a page draws with. One rule for the
// browser (ui/shell/fonts.ts loads the files) and the server (it preloads the same files and
// declares the same faces in the page's head, so the first paint already has the shop's font).

/** The families the storefront ships (@fontsource) and the weights it ships of each. */
export const SHIPPED_FONTS: Readonly<Record<string, readonly number[]>> = {
  Inter: [400, 600, 800],
  Montserrat: [400, 600, 800],
  Roboto: [400, 600, 800],
  'Open Sans': [400, 600, 800],
  // PT Sans comes in 400 and 700 only: the nearest of those serves the other weights.
  'PT Sans': [400, 700],
  Nunito: [400, 600, 800],
  Manrope: [400, 600, 800],
  Rubik: [400, 600, 800],
  'Golos Text': [400, 600, 800],
};

/**
 * The weights each role draws with: body text at 400 and 600 (the style sheets' 700 and 800 in the
 * body font take the 600 face), headings at 800 (their 700 takes it too). Three faces keep a
 * page's fonts near 50 KB; every further weight costs about 15 KB more.
 */
export const MAIN_WEIGHTS = [400, 600] as const;
export const HEADING_WEIGHTS = [800] as const;

/**
 * The characters a first paint's "core" faces hold, by the @fontsource subset file they are cut
 * from: Basic Latin with Latin-1's signs (« » ° × ÷), typographic punctuation, € and the minus
 * sign; Russian, Ukrainian and Belarusian letters with №; ₽ and ₸. Anything else (Latin-1's
 * accented letters of a German or French page, a Vietnamese name in the language menu) comes
 * from the family's own subset files, declared before the core faces.
 */
export const FONT_CORE_SUBSETS: Readonly<Record<string, string>> = {
  latin:
    'U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2212',
  cyrillic: 'U+0400-045F,U+0490-0491,U+2116',
  'latin-ext': 'U+20B8,U+20BD',
};

/** The core subsets a page in that language needs before its first paint (to preload). */
export function coreSubsetsFor(language: string): string[] {
  return ['ru', 'uk', 'be', 'kk', 'ky', 'tg', 'uz', 'sr', 'bg', 'mk', 'mn'].includes(
    language.split(/[-_]/)[0]!.toLowerCase(),
  )
    ? ['latin', 'cyrillic']
    : ['latin'];
}

/** The shipped family a setting names ('rubik', ' Golos Text '), or null. */
export function shippedFamily(name: string): string | null {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.keys(SHIPPED_FONTS).find((f) => f.toLowerCase() === wanted) ?? null;
}

/** The @fontsource package of a shipped family ('Golos Text' -> 'golos-text'). */
export function fontPackage(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

/** The available weight closest to the wanted one (the heavier on a tie). */
export function nearestWeight(available: readonly number[], wanted: number): number {
  return available.reduce((best, w) =>
    Math.abs(w - wanted) < Math.abs(best - wanted) ||
    (Math.abs(w - wanted) === Math.abs(best - wanted) && w > best)
      ? w
      : best,
  );
}

/** The faces a role loads of a shipped family: its nearest weights to the wanted ones. */
export function fontFaces(family: string, wanted: readonly number[]): number[] {
  const available = SHIPPED_FONTS[family] ?? [];
  if (!available.length) return [];
  return [...new Set(wanted.map((w) => nearestWeight(available, w)))];
}

/** The system fonts behind a shipped family: the platform's interface font, named (tokens.css
 * --font-system, the font of a shop without one of ours). */
const SYSTEM_FALLBACKS = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial";

/**
 * The CSS font-family value for a shipped family, with the system fonts behind it and no generic
 * keyword at its end. With one (`sans-serif`), Chrome on Linux asks the browser process for that
 * generic's font at every size and weight of the page while a family's other subsets are unloaded
 * (each face not loaded yet stands in as the generic's font): ~25 sync calls, 30-40 ms of the home
 * page's first layout here, and Lighthouse runs on Linux. `system-ui` is a sans font everywhere,
 * and the names behind it serve browsers before it.
 */
export function fontStack(family: string): string {
  return `'${family}', ${SYSTEM_FALLBACKS}`;
}

/** The shop's font faces: each shipped family of its settings with the weights its role uses. */
export function shopFonts(main: string, headings: string): { family: string; weight: number }[] {
  const faces = new Map<string, { family: string; weight: number }>();
  for (const [name, wanted] of [
    [main, MAIN_WEIGHTS],
    [headings, HEADING_WEIGHTS],
  ] as const) {
    const family = shippedFamily(name);
    if (!family) continue;
    for (const weight of fontFaces(family, wanted))
      faces.set(`${family}|${weight}`, { family, weight });
  }
  return [...faces.values()];
}
