// Applies the theme and the shop's brand: colour scheme, facade colours as CSS variables, fonts.
// The values are domain/theme-vars.ts's (issue 13: the accent made readable on buttons and as text;
// inside Telegram, Telegram's button colour, the same on the MainButton and in the page — README:
// one accent). A server-rendered page's head holds the same values (server/render/page-renderer.ts),
// so on the website the app's start finds them in place and only what differs is written: each
// write to the root restyles the whole page.
import { useEffect } from 'react';
import { autorun } from 'mobx';
import type { RootStore } from '../../stores/root-store.ts';

const cssVar = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * Sets what differs of the root's variables (null: removed), read first and written after, so
 * values already in place (a server-rendered page's) cause no restyle.
 */
function applyRootVars(vars: Record<string, string | null>) {
  const root = document.documentElement;
  const computed = getComputedStyle(root);
  const changes = Object.entries(vars).filter(([name, value]) =>
    value === null
      ? root.style.getPropertyValue(name) !== ''
      : computed.getPropertyValue(name).trim() !== value,
  );
  for (const [name, value] of changes)
    if (value === null) root.style.removeProperty(name);
    else root.style.setProperty(name, value);
}

function setRootAttribute(name: string, value: string) {
  const root = document.documentElement;
  if (root.getAttribute(name) !== value) root.setAttribute(name, value);
}

/**
 * The colour arithmetic, a chunk of its own (the home page's first file does not carry it). The
 * Mini App's start loads it with the first screen's (src/main.tsx), so its colours are in place at
 * once.
 */
export const loadThemeVars = () => import('../../domain/theme-vars.ts');

export function useThemeVars(store: RootStore) {
  useEffect(() => {
    let runs = 0;
    return autorun(() => {
      const appearance = store.ui.appearance;
      const telegram = store.platform.kind === 'telegram';
      setRootAttribute('data-theme', appearance);
      setRootAttribute('data-host', store.platform.kind);
      const colors = store.settings.settings?.facade.colors ?? null;
      const host = telegram ? store.ui.hostColors : null;
      const mainButton = store.platform.mainButton;
      const run = ++runs;
      // The colour arithmetic loads on its own (loadThemeVars); every value it needs is read
      // above, so this autorun follows them all (Telegram's colours included: a theme change of
      // the same darkness recomputes too). Only the latest run applies: an earlier one resolving
      // after it would put back the old theme's colours.
      void loadThemeVars().then(({ themeVars, hostSurfaces }) => {
        if (run !== runs) return;
        const vars = themeVars({
          colors,
          appearance,
          surfaces: host ? hostSurfaces(host) : ['--surface', '--bg', '--surface-2'].map(cssVar),
          telegram: host
            ? {
                button: host.button ?? '',
                buttonText: host.buttonText ?? '',
                hint: host.hint ?? '',
              }
            : null,
        });
        applyRootVars({ ...vars, 'color-scheme': appearance });
        const fill = vars['--brand'];
        const onFill = vars['--brand-contrast'];
        if (fill && onFill) mainButton?.setAccent?.(fill, onFill);
      });
      const meta = document.querySelector('meta[name="theme-color"]');
      const themeColor = appearance === 'dark' ? '#17181c' : '#ffffff';
      if (meta?.getAttribute('content') !== themeColor) meta?.setAttribute('content', themeColor);
    });
  }, [store]);
  useEffect(
    () =>
      autorun(() => {
        const s = store.settings.settings;
        if (!s) return;
        const { main_font: main, font_headings: headings } = s;
        // The font table is a chunk of its own: the home page's first file does not carry it.
        void import('./fonts.ts').then(({ loadFont, MAIN_WEIGHTS, HEADING_WEIGHTS }) => {
          void loadFont(main, MAIN_WEIGHTS).then(
            (family) => family && applyRootVars({ '--font-main': family }),
          );
          void loadFont(headings, HEADING_WEIGHTS).then(
            (family) => family && applyRootVars({ '--font-headings': family }),
          );
        });
      }),
    [store],
  );
}
