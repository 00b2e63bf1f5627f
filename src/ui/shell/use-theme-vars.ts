// Applies the theme and the shop's brand: colour scheme, facade colours as CSS variables, fonts.
import { useEffect } from 'react';
import { autorun } from 'mobx';
import type { RootStore } from '../../stores/root-store.ts';

export function useThemeVars(store: RootStore) {
  useEffect(
    () =>
      autorun(() => {
        const root = document.documentElement;
        const appearance = store.ui.appearance;
        root.dataset.theme = appearance;
        root.dataset.host = store.platform.kind;
        root.style.colorScheme = appearance;
        const colors = store.settings.settings?.facade.colors;
        if (colors) {
          root.style.setProperty('--brand', colors.main_buttons_background_color || colors.orange);
          root.style.setProperty('--brand-accent', colors.yellow);
          root.style.setProperty('--brand-accent-dark', colors.yellow_dark);
          root.style.setProperty(
            '--brand-soft',
            appearance === 'dark' ? 'rgba(255,255,255,0.06)' : colors.yellow_light_secondary,
          );
        }
        const meta = document.querySelector('meta[name="theme-color"]');
        meta?.setAttribute('content', appearance === 'dark' ? '#17181c' : '#ffffff');
      }),
    [store],
  );
  useEffect(
    () =>
      autorun(() => {
        const s = store.settings.settings;
        if (!s) return;
        const { main_font: main, font_headings: headings } = s;
        // The font table is a chunk of its own: the home page's first file does not carry it.
        void import('./fonts.ts').then(({ loadFont, MAIN_WEIGHTS, HEADING_WEIGHTS }) => {
          void loadFont(main, MAIN_WEIGHTS).then(
            (family) => family && document.documentElement.style.setProperty('--font-main', family),
          );
          void loadFont(headings, HEADING_WEIGHTS).then(
            (family) =>
              family && document.documentElement.style.setProperty('--font-headings', family),
          );
        });
      }),
    [store],
  );
}
