// The shop's colours as the page's CSS variables (SPEC.md §1 "applies the facade colours"), made
// readable by brandPalette (issue 13). One rule for both sides: the browser applies it whenever the
// theme or the settings change (ui/shell/use-theme-vars.ts), and the server writes the same values
// into a server-rendered page's head, so the first paint is already in the shop's colours and the
// app, finding them in place, changes nothing on the page when it starts (a change to a variable on
// the root restyles every element: ~25 ms each on a 4× slower phone's home page, twice).
import { brandPalette, mixColors, readableText } from './contrast.ts';

export type Appearance = 'light' | 'dark';

/** --surface, --bg and --surface-2 of each theme, as tokens.css sets them (a test keeps them equal). */
export const THEME_SURFACES: Readonly<Record<Appearance, readonly string[]>> = {
  light: ['#ffffff', '#f5f5f7', '#f0f0f3'],
  dark: ['#1b1c21', '#101114', '#25262c'],
};

/** Telegram's background colours (theme_params bg, secondary_bg and section_bg), where given. */
export interface HostBackgrounds {
  bg?: string;
  secondaryBg?: string;
  sectionBg?: string;
}

/**
 * --surface, --bg and --surface-2 inside Telegram, as tokens.css's [data-host='telegram'] draws them
 * from Telegram's colours (a test keeps the two equal): the page's readable greys and accent are
 * worked out from the colours themselves, not from the page's styles at some moment of a change.
 */
export function hostSurfaces({ bg, secondaryBg, sectionBg }: HostBackgrounds): string[] {
  return [sectionBg || bg || '#ffffff', secondaryBg || bg || '#f5f5f7', secondaryBg || '#f0f0f3'];
}

export interface FacadeColors {
  yellow: string;
  yellow_dark: string;
  yellow_light: string;
  yellow_light_secondary: string;
  orange: string;
  main_buttons_background_color: string;
}

/** Telegram's theme colours, inside the Mini App (the client's button, its text, its hint grey). */
export interface TelegramColors {
  button: string;
  buttonText: string;
  hint: string;
}

/**
 * The root's variables for a theme: name → value, or null where the stylesheet's own value stands
 * (the variable is removed). `surfaces` are the theme's surface colours as the page draws them
 * (inside Telegram, Telegram's). The accent is Telegram's button colour inside Telegram (README:
 * one accent), else the shop's.
 */
export function themeVars({
  colors,
  appearance,
  surfaces = THEME_SURFACES[appearance],
  telegram = null,
}: {
  colors: FacadeColors | null;
  appearance: Appearance;
  surfaces?: readonly string[];
  telegram?: TelegramColors | null;
}): Record<string, string | null> {
  const vars: Record<string, string | null> = {};
  if (colors) {
    // The shop's yellows: the stars of a rating (yellow_dark) on their light card (yellow_light);
    // on a dark page the card is the yellow faintly over the surface.
    vars['--brand-accent'] = colors.yellow;
    vars['--brand-accent-dark'] = colors.yellow_dark;
    vars['--brand-accent-soft'] =
      appearance === 'dark' ? mixColors(colors.yellow, surfaces[0]!, 0.14) : colors.yellow_light;
    vars['--brand-soft'] =
      appearance === 'dark' ? 'rgba(255,255,255,0.06)' : colors.yellow_light_secondary;
  }
  const shop = colors ? colors.main_buttons_background_color || colors.orange : '';
  const accent = telegram?.button || shop;
  const onAccent = telegram?.buttonText || '#ffffff';
  // Inside Telegram the soft tint behind brand text follows Telegram's accent.
  const soft = telegram && accent ? mixColors(accent, surfaces[0]!, 0.12) : null;
  if (soft) vars['--brand-soft'] = soft;
  // Telegram's hint grey is the page's secondary text; some themes draw it under 4.5:1 (on the
  // surfaces, and on the soft tint of notes such as the delivery quote).
  vars['--text-secondary'] = telegram
    ? readableText(telegram.hint, soft ? [...surfaces, soft] : surfaces)
    : null;
  const backs = [...surfaces];
  if (appearance === 'light' && colors?.yellow_light_secondary && !soft)
    backs.push(colors.yellow_light_secondary);
  if (soft) backs.push(soft);
  const palette = accent ? brandPalette(accent, backs, onAccent) : null;
  if (palette) {
    vars['--brand'] = palette.fill;
    vars['--brand-contrast'] = palette.onFill;
    vars['--brand-text'] = palette.text;
  }
  return vars;
}

/** A colour value as CSS writes it: '#fff9e6', 'rgba(255,255,255,0.06)', 'white'. */
const CSS_COLOR = /^[#\w\s(),.%-]+$/;

/**
 * A rule's declarations for the values themeVars sets, for a page's <style>: the removed ones left
 * out, and so is a setting's value that is not plainly a colour (it could close the rule or the
 * element: the merchant's settings are not markup).
 */
export function declarations(vars: Record<string, string | null>): string {
  return Object.entries(vars)
    .filter((entry): entry is [string, string] => entry[1] !== null && CSS_COLOR.test(entry[1]))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}
