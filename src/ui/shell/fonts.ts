// Self-hosted fonts for settings.main_font / font_headings (SPEC.md §1 "applies … fonts"): a set of
// Cyrillic-capable families shipped with the app (@fontsource), each weight its own lazy CSS file,
// loaded only when the shop names that family. Every file lists its subsets with unicode-range, so
// the browser downloads only the subsets the page's text uses (Cyrillic, Latin, …). A family the
// storefront does not ship keeps the system font.
type Load = () => Promise<unknown>;

const FAMILIES: Record<string, Partial<Record<number, Load>>> = {
  Inter: {
    400: () => import('@fontsource/inter/400.css'),
    600: () => import('@fontsource/inter/600.css'),
    700: () => import('@fontsource/inter/700.css'),
    800: () => import('@fontsource/inter/800.css'),
  },
  Montserrat: {
    400: () => import('@fontsource/montserrat/400.css'),
    600: () => import('@fontsource/montserrat/600.css'),
    700: () => import('@fontsource/montserrat/700.css'),
    800: () => import('@fontsource/montserrat/800.css'),
  },
  Roboto: {
    400: () => import('@fontsource/roboto/400.css'),
    600: () => import('@fontsource/roboto/600.css'),
    700: () => import('@fontsource/roboto/700.css'),
    800: () => import('@fontsource/roboto/800.css'),
  },
  'Open Sans': {
    400: () => import('@fontsource/open-sans/400.css'),
    600: () => import('@fontsource/open-sans/600.css'),
    700: () => import('@fontsource/open-sans/700.css'),
    800: () => import('@fontsource/open-sans/800.css'),
  },
  // PT Sans comes in 400 and 700 only: the nearest of those serves the other weights.
  'PT Sans': {
    400: () => import('@fontsource/pt-sans/400.css'),
    700: () => import('@fontsource/pt-sans/700.css'),
  },
  Nunito: {
    400: () => import('@fontsource/nunito/400.css'),
    600: () => import('@fontsource/nunito/600.css'),
    700: () => import('@fontsource/nunito/700.css'),
    800: () => import('@fontsource/nunito/800.css'),
  },
  Manrope: {
    400: () => import('@fontsource/manrope/400.css'),
    600: () => import('@fontsource/manrope/600.css'),
    700: () => import('@fontsource/manrope/700.css'),
    800: () => import('@fontsource/manrope/800.css'),
  },
  Rubik: {
    400: () => import('@fontsource/rubik/400.css'),
    600: () => import('@fontsource/rubik/600.css'),
    700: () => import('@fontsource/rubik/700.css'),
    800: () => import('@fontsource/rubik/800.css'),
  },
  'Golos Text': {
    400: () => import('@fontsource/golos-text/400.css'),
    600: () => import('@fontsource/golos-text/600.css'),
    700: () => import('@fontsource/golos-text/700.css'),
    800: () => import('@fontsource/golos-text/800.css'),
  },
};

/** The weights each role draws with: body text, and headings. */
export const MAIN_WEIGHTS = [400, 600, 700] as const;
export const HEADING_WEIGHTS = [700, 800] as const;

/** The shipped family a setting names ('rubik', ' Golos Text '), or null. */
export function shippedFamily(name: string): string | null {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.keys(FAMILIES).find((f) => f.toLowerCase() === wanted) ?? null;
}

/** The available weight closest to the wanted one (the heavier on a tie). */
function nearest(available: number[], wanted: number): number {
  return available.reduce((best, w) =>
    Math.abs(w - wanted) < Math.abs(best - wanted) ||
    (Math.abs(w - wanted) === Math.abs(best - wanted) && w > best)
      ? w
      : best,
  );
}

const loaded = new Map<string, Promise<void>>();

/**
 * Loads the weights a role needs of a shipped family and resolves to a CSS font-family value, or
 * to null for a family the storefront does not ship (or whose files failed: the system font stays).
 */
export async function loadFont(name: string, weights: readonly number[]): Promise<string | null> {
  const family = shippedFamily(name);
  if (!family) return null;
  const files = FAMILIES[family]!;
  const available = Object.keys(files).map(Number);
  const picked = [...new Set(weights.map((w) => nearest(available, w)))];
  try {
    await Promise.all(
      picked.map((w) => {
        const key = `${family}|${w}`;
        let p = loaded.get(key);
        if (!p) {
          p = files[w]!().then(() => undefined);
          p.catch(() => loaded.delete(key));
          loaded.set(key, p);
        }
        return p;
      }),
    );
    return `'${family}', system-ui, -apple-system, 'Segoe UI', sans-serif`;
  } catch (error) {
    console.warn('font failed to load', family, error);
    return null;
  }
}
