// Self-hosted fonts for settings.main_font / font_headings (SPEC.md §1 "applies … fonts"): a set of
// Cyrillic-capable families shipped with the app (@fontsource), each weight its own lazy CSS file,
// loaded only when the shop names that family. Every file lists its subsets with unicode-range, so
// the browser downloads only the subsets the page's text uses (Cyrillic, Latin, …), and the cut
// "core" faces at its end serve the usual characters from small files. Which weights a role uses is
// the domain's rule (domain/fonts.ts), shared with the server, which declares and preloads the
// same faces in a server-rendered page's head. A family the storefront does not ship keeps the
// system font.
import { fontFaces, fontStack, shippedFamily } from '../../domain/fonts.ts';

export { MAIN_WEIGHTS, HEADING_WEIGHTS } from '../../domain/fonts.ts';

type Load = () => Promise<unknown>;

// `?core`: the weight's style sheet with its first-paint faces (scripts/vite-fonts.ts). The bundler
// needs each path written out; the families and weights are the domain's SHIPPED_FONTS (the server
// preloads by it), and tests/unit/ui/font-files.test.ts keeps the two the same.
export const FAMILIES: Readonly<Record<string, Partial<Record<number, Load>>>> = {
  Inter: {
    400: () => import('@fontsource/inter/400.css?core'),
    600: () => import('@fontsource/inter/600.css?core'),
    800: () => import('@fontsource/inter/800.css?core'),
  },
  Montserrat: {
    400: () => import('@fontsource/montserrat/400.css?core'),
    600: () => import('@fontsource/montserrat/600.css?core'),
    800: () => import('@fontsource/montserrat/800.css?core'),
  },
  Roboto: {
    400: () => import('@fontsource/roboto/400.css?core'),
    600: () => import('@fontsource/roboto/600.css?core'),
    800: () => import('@fontsource/roboto/800.css?core'),
  },
  'Open Sans': {
    400: () => import('@fontsource/open-sans/400.css?core'),
    600: () => import('@fontsource/open-sans/600.css?core'),
    800: () => import('@fontsource/open-sans/800.css?core'),
  },
  'PT Sans': {
    400: () => import('@fontsource/pt-sans/400.css?core'),
    700: () => import('@fontsource/pt-sans/700.css?core'),
  },
  Nunito: {
    400: () => import('@fontsource/nunito/400.css?core'),
    600: () => import('@fontsource/nunito/600.css?core'),
    800: () => import('@fontsource/nunito/800.css?core'),
  },
  Manrope: {
    400: () => import('@fontsource/manrope/400.css?core'),
    600: () => import('@fontsource/manrope/600.css?core'),
    800: () => import('@fontsource/manrope/800.css?core'),
  },
  Rubik: {
    400: () => import('@fontsource/rubik/400.css?core'),
    600: () => import('@fontsource/rubik/600.css?core'),
    800: () => import('@fontsource/rubik/800.css?core'),
  },
  'Golos Text': {
    400: () => import('@fontsource/golos-text/400.css?core'),
    600: () => import('@fontsource/golos-text/600.css?core'),
    800: () => import('@fontsource/golos-text/800.css?core'),
  },
};

const loaded = new Map<string, Promise<void>>();

/** The faces a server-rendered page's head declares already (server/render/fonts.ts: the same
 * style sheets, inline): loading them again would make the browser lay out all its text anew. */
function declaredByPage(): Set<string> {
  const list =
    typeof document === 'undefined'
      ? null
      : document.querySelector('style[data-fonts]')?.getAttribute('data-fonts');
  return new Set(list ? list.split(',') : []);
}

/**
 * Loads the weights a role needs of a shipped family and resolves to a CSS font-family value, or
 * to null for a family the storefront does not ship (or whose files failed: the system font stays).
 */
export async function loadFont(name: string, weights: readonly number[]): Promise<string | null> {
  const family = shippedFamily(name);
  if (!family) return null;
  const files = FAMILIES[family]!;
  const declared = declaredByPage();
  try {
    await Promise.all(
      fontFaces(family, weights).map((w) => {
        const key = `${family}|${w}`;
        if (declared.has(`${family}:${w}`)) return undefined;
        let p = loaded.get(key);
        if (!p) {
          p = files[w]!().then(() => undefined);
          p.catch(() => loaded.delete(key));
          loaded.set(key, p);
        }
        return p;
      }),
    );
    return fontStack(family);
  } catch (error) {
    console.warn('font failed to load', family, error);
    return null;
  }
}
