// The Telegram Mini App host. The only file that talks to the Telegram SDK.
import {
  backButton,
  hapticFeedback,
  init,
  initData,
  isTMA,
  mainButton,
  mockTelegramEnv,
  miniApp,
  openLink,
  openTelegramLink,
  requestContactComplete,
  retrieveLaunchParams,
  shareURL,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import type { Appearance, Platform } from '../platform.ts';
import { safeLocalStorage } from '../web/web-platform.ts';
import { attempt, goFullscreen, mountManners, telegramManners } from './telegram-manners.ts';
import { telegramServices } from './telegram-services.ts';
import { telegramCloudStorage } from './telegram-cloud-storage.ts';

/** True when a Telegram client is on the other side of the bridge (app webview, or Web K/A iframe). */
function hasNativeBridge(): boolean {
  const w = window as unknown as {
    TelegramWebviewProxy?: unknown;
    external?: { notify?: unknown };
  };
  return (
    Boolean(w.TelegramWebviewProxy) ||
    typeof w.external?.notify === 'function' ||
    window.parent !== window
  );
}

/**
 * Demo only: a desktop browser opened with signed launch parameters (npm run telegram:url) has no
 * Telegram client, so the SDK's documented mock answers its requests and logs what it sends.
 */
function emulateClient() {
  mockTelegramEnv({
    onEvent: ([name, params]) => {
      console.info('[telegram emulated]', name, params ?? '');
      const reply = (event: string, payload: unknown) =>
        setTimeout(
          () =>
            (
              window as unknown as {
                Telegram?: { WebView?: { receiveEvent(e: string, p: unknown): void } };
              }
            ).Telegram?.WebView?.receiveEvent(event, payload),
          0,
        );
      if (name === 'web_app_request_viewport')
        reply('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      if (name === 'web_app_request_safe_area')
        reply('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
      if (name === 'web_app_request_content_safe_area')
        reply('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
    },
  });
}

export function createTelegramPlatform(options: {
  emulateMissingClient: boolean;
}): Platform | null {
  if (!isTMA()) return null;
  if (!hasNativeBridge()) {
    if (!options.emulateMissingClient) return null;
    emulateClient();
  }
  init();
  const launch = retrieveLaunchParams();
  attempt('initData', () => initData.restore());
  attempt('miniApp', () => miniApp.mountSync());
  attempt('themeParams', () => themeParams.mountSync());
  // bindCssVars throws when called twice (hot reload); guard on its own flag.
  attempt('theme css', () => {
    if (!themeParams.isCssVarsBound()) themeParams.bindCssVars();
  });
  attempt('backButton', () => backButton.mount());
  attempt('mainButton', () => mainButton.mount());
  mountManners();
  const viewportReady = attempt('viewport', () => viewport.mount());
  void Promise.resolve(viewportReady).then(() =>
    attempt('viewport css', () => {
      if (!viewport.isCssVarsBound()) viewport.bindCssVars();
    }),
  );

  const user = initData.user();
  const platformName = String(launch.tgWebAppPlatform ?? '');
  console.info(`[telegram] started on ${platformName || 'an unknown client'}`);
  return {
    kind: 'telegram',
    ready: () => {
      attempt('ready', () => miniApp.ready());
      attempt('expand', () => viewport.expand());
      // The viewport must be mounted first: its safe-area insets follow the change.
      void Promise.resolve(viewportReady).then(() => goFullscreen(platformName));
    },
    storage: safeLocalStorage(),
    cloud: telegramCloudStorage(),
    // Telegram's own word (Bot API 8.0 visibility_changed: a minimised Mini App may keep its page
    // drawn), the page hidden or shown, and unloaded as the client closes it; told once per change.
    onPresence: (listener) => {
      let here = true;
      const tell = (now: boolean) => {
        if (now === here) return;
        here = now;
        listener(now);
      };
      const visibility = () => tell(document.visibilityState === 'visible');
      const gone = () => tell(false);
      const active = miniApp.isActive.sub(tell);
      document.addEventListener('visibilitychange', visibility);
      window.addEventListener('pagehide', gone);
      return () => {
        active();
        document.removeEventListener('visibilitychange', visibility);
        window.removeEventListener('pagehide', gone);
      };
    },
    theme: {
      appearance: (): Appearance => (themeParams.isDark() ? 'dark' : 'light'),
      colors: () => ({
        bg: themeParams.backgroundColor(),
        secondaryBg: themeParams.secondaryBackgroundColor(),
        sectionBg: themeParams.sectionBackgroundColor(),
        hint: themeParams.hintColor(),
        button: themeParams.buttonColor(),
        buttonText: themeParams.buttonTextColor(),
      }),
      // The whole theme, not isDark alone: a theme of the same darkness changes colours too. Told
      // once the change has gone through: the SDK's computed colours (isDark among them) are
      // brought up to date by the same notification, some of them after this listener.
      subscribe: (listener) => themeParams.state.sub(() => queueMicrotask(listener)),
    },
    backButton: {
      show: () => attempt('back show', () => backButton.show()),
      hide: () => attempt('back hide', () => backButton.hide()),
      onClick: (listener) => backButton.onClick(listener),
    },
    mainButton: {
      set: (s) =>
        attempt('main button', () =>
          mainButton.setParams({
            text: s.text,
            isVisible: s.visible,
            isEnabled: s.enabled,
            isLoaderVisible: s.loading,
          }),
        ),
      setAccent: (background, text) =>
        attempt('main button colours', () =>
          mainButton.setParams({
            backgroundColor: background as `#${string}`,
            textColor: text as `#${string}`,
          }),
        ),
      onClick: (listener) => mainButton.onClick(listener),
    },
    ...telegramManners(),
    ...telegramServices(),
    haptics: {
      impact: (style) => attempt('haptics', () => hapticFeedback.impactOccurred(style)),
      notify: (type) => attempt('haptics', () => hapticFeedback.notificationOccurred(type)),
      selection: () => attempt('haptics', () => hapticFeedback.selectionChanged()),
    },
    openLink: (url) => {
      if (/^https:\/\/t\.me\//.test(url)) openTelegramLink(url);
      else openLink(url);
    },
    share: async (text, url) => {
      const done = attempt('share', () => shareURL(url, text));
      return done === undefined ? 'failed' : 'shared';
    },
    telegram: {
      initDataRaw: initData.raw() ?? '',
      user: user
        ? {
            id: user.id,
            firstName: user.first_name ?? '',
            lastName: user.last_name ?? '',
            username: user.username ?? '',
            languageCode: user.language_code ?? '',
          }
        : null,
      startParam: initData.startParam() ?? launch.tgWebAppStartParam ?? null,
    },
    requestPhone: async () => {
      try {
        // The raw, signed answer: the parsed one from requestContact cannot be re-verified. The
        // timeout ends the wait when a client never answers (the desktop demo has no Telegram).
        return (await requestContactComplete({ timeout: 120_000 })).raw;
      } catch (error) {
        console.warn('[telegram] contact not shared', error);
        return null;
      }
    },
    uiPlatform: platformName === 'ios' || platformName === 'macos' ? 'ios' : 'base',
  };
}
