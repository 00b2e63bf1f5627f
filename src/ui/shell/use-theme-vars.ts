// Applies the theme and the shop's brand: colour scheme, facade colours as CSS variables, fonts.
// The accent is made readable by the pure brandPalette (issue 13): buttons darkened until their
// text reaches 4.5:1, the brand as text darkened (lightened on dark pages) against the surfaces it
// is drawn on. Inside Telegram the accent is Telegram's own button colour, the same on the
// MainButton and in the page (README: one accent).
import { useEffect } from 'react';
import { autorun } from 'mobx';
import type { RootStore } from '../../stores/root-store.ts';

const cssVar = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

export function useThemeVars(store: RootStore) {
  useEffect(
    () =>
      autorun(() => {
        const root = document.documentElement;
        const appearance = store.ui.appearance;
        const telegram = store.platform.kind === 'telegram';
        root.dataset.theme = appearance;
        root.dataset.host = store.platform.kind;
        root.style.colorScheme = appearance;
        const colors = store.settings.settings?.facade.colors;
        if (colors) {
          root.style.setProperty('--brand-accent', colors.yellow);
          root.style.setProperty('--brand-accent-dark', colors.yellow_dark);
          root.style.setProperty(
            '--brand-soft',
            appearance === 'dark' ? 'rgba(255,255,255,0.06)' : colors.yellow_light_secondary,
          );
        }
        const shop = colors ? colors.main_buttons_background_color || colors.orange : '';
        const yellowLight = colors?.yellow_light_secondary ?? null;
        const mainButton = store.platform.mainButton;
        // The colour arithmetic is a chunk of its own (the home page's first file does not carry
        // it); every observable it needs is read above, so this autorun still follows them.
        void import('../../domain/contrast.ts').then(
          ({ brandPalette, mixColors, readableText }) => {
            const accent = (telegram && cssVar('--tg-theme-button-color')) || shop;
            const onAccent = (telegram && cssVar('--tg-theme-button-text-color')) || '#ffffff';
            const surfaces = ['--surface', '--bg', '--surface-2'].map(cssVar);
            // Inside Telegram the soft tint behind brand text follows Telegram's accent.
            const soft = telegram && accent ? mixColors(accent, surfaces[0]!, 0.12) : null;
            if (soft) root.style.setProperty('--brand-soft', soft);
            // Telegram's hint grey is the page's secondary text; some themes draw it under 4.5:1 (on
            // the surfaces, and on the soft tint of notes such as the delivery quote).
            const hint = telegram
              ? readableText(cssVar('--tg-theme-hint-color'), soft ? [...surfaces, soft] : surfaces)
              : null;
            if (hint) root.style.setProperty('--text-secondary', hint);
            else root.style.removeProperty('--text-secondary');
            if (appearance === 'light' && yellowLight && !soft) surfaces.push(yellowLight);
            if (soft) surfaces.push(soft);
            const palette = accent ? brandPalette(accent, surfaces, onAccent) : null;
            if (palette) {
              root.style.setProperty('--brand', palette.fill);
              root.style.setProperty('--brand-contrast', palette.onFill);
              root.style.setProperty('--brand-text', palette.text);
              mainButton?.setAccent?.(palette.fill, palette.onFill);
            }
          },
        );
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
