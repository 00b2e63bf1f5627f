// Self-hosted fonts for settings.main_font / font_headings, each its own lazy CSS chunk.
const FONTS: Record<string, () => Promise<unknown>> = {
  Inter: () =>
    Promise.all([
      import('@fontsource/inter/400.css'),
      import('@fontsource/inter/600.css'),
      import('@fontsource/inter/700.css'),
    ]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/700.css'),
      import('@fontsource/montserrat/800.css'),
    ]),
};

const loaded = new Map<string, Promise<string | null>>();

/** Resolves to a CSS font-family value, or null for a font the storefront does not ship. */
export function loadFont(name: string): Promise<string | null> {
  const key = Object.keys(FONTS).find((f) => f.toLowerCase() === name.trim().toLowerCase());
  if (!key) return Promise.resolve(null);
  let p = loaded.get(key);
  if (!p) {
    p = FONTS[key]!()
      .then(() => `'${key}', system-ui, sans-serif`)
      .catch((error: unknown) => {
        console.warn('font failed to load', key, error);
        return null;
      });
    loaded.set(key, p);
  }
  return p;
}
