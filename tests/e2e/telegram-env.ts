// Emulates the Telegram client for the Mini App project: signed launch parameters in the URL hash,
// and window.TelegramWebviewProxy recording every event the app sends (answering the few requests
// a real client answers).
import crypto from 'node:crypto';
import { FAKE_CLIENT_SOURCE } from './telegram-client.ts';

export const TEST_BOT_TOKEN = '7000000001:AAdemo-storefront-test-bot-token-000';

export const lightTheme = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#8e8e93',
  link_color: '#007aff',
  button_color: '#007aff',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  header_bg_color: '#f8f8f8',
  accent_text_color: '#007aff',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#8e8e93',
  destructive_text_color: '#ff3b30',
};
export const darkTheme = {
  bg_color: '#000000',
  text_color: '#ffffff',
  hint_color: '#98989e',
  link_color: '#3e88f7',
  button_color: '#3e88f7',
  button_text_color: '#ffffff',
  secondary_bg_color: '#1c1c1d',
  header_bg_color: '#1a1a1a',
  accent_text_color: '#3e88f7',
  section_bg_color: '#2c2c2e',
  section_header_text_color: '#8d8e93',
  subtitle_text_color: '#98989e',
  destructive_text_color: '#eb5545',
};

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** Who a launch signs in when a test names no user (an account of its own each time). */
export const ANNA: Omit<TelegramUser, 'id'> = {
  first_name: 'Анна',
  last_name: 'Петрова',
  username: 'anna_p',
  language_code: 'ru',
};

/**
 * A Telegram user of its own: every launch inside Telegram signs its user in, so each test's
 * account holds only what that test did (orders, bookings, bonuses). There is no shared user: an
 * order or a booking one test leaves open would show in another's active-orders strip, which comes
 * after the page has drawn and moves it under that test's taps.
 */
export function freshTelegramUser(fields: Omit<TelegramUser, 'id'> = { first_name: 'Анна' }) {
  return { id: 100_000_000 + Math.floor(Math.random() * 800_000_000), ...fields };
}

/**
 * When Telegram signed the launch: now. The server checks auth_date against the real clock
 * (wallNow), not the demo shop's clock (which starts at DEMO_CLOCK_START for the promotions), as
 * Telegram signs with the real time.
 */
const launchSignedAt = () => Math.floor(Date.now() / 1000);

export function signedInitData(
  user: TelegramUser,
  opts: { startParam?: string; authDate?: number; botToken?: string } = {},
): string {
  const fields: Record<string, string> = {
    auth_date: String(opts.authDate ?? launchSignedAt()),
    query_id: 'AAH' + crypto.randomBytes(8).toString('hex'),
    user: JSON.stringify(user),
    chat_type: 'private',
    chat_instance: '-4242424242',
    // Telegram's Ed25519 signature for third parties; the bot-token check covers it like any field.
    signature: crypto.randomBytes(64).toString('base64url'),
  };
  if (opts.startParam) fields.start_param = opts.startParam;
  const dataCheck = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
  const secret = crypto
    .createHmac('sha256', 'WebAppData')
    .update(opts.botToken ?? TEST_BOT_TOKEN)
    .digest();
  const hash = crypto.createHmac('sha256', secret).update(dataCheck).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

export function launchHash(
  opts: {
    user?: TelegramUser;
    dark?: boolean;
    startParam?: string;
    platform?: string;
    /** Signs the launch for another bot: the shop's backend then does not sign the user in. */
    botToken?: string;
  } = {},
): string {
  const user = opts.user ?? freshTelegramUser(ANNA);
  const params = new URLSearchParams({
    tgWebAppData: signedInitData(user, { startParam: opts.startParam, botToken: opts.botToken }),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: opts.platform ?? 'ios',
    tgWebAppThemeParams: JSON.stringify(opts.dark ? darkTheme : lightTheme),
  });
  if (opts.startParam) params.set('tgWebAppStartParam', opts.startParam);
  return `#${params.toString()}`;
}

/**
 * Runs in the page before the app: the native side of the bridge (phones and desktop), the fake
 * client of telegram-client.ts behind window.TelegramWebviewProxy. Plain JavaScript text, so no
 * transpiler helper can leak into the page.
 */
export const TELEGRAM_PROXY_SCRIPT = `
${FAKE_CLIENT_SOURCE}
(() => {
  const client = window.__tgClient;
  window.__tgEvents = client.events;
  client.send = (type, data) => window.Telegram && window.Telegram.WebView && window.Telegram.WebView.receiveEvent(type, data);
  window.TelegramWebviewProxy = {
    postEvent(type, data) {
      client.receive(type, data ? JSON.parse(data) : null);
    },
  };
})();
`;
