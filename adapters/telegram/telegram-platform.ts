// The Telegram Mini App host. The only file that talks to the Telegram SDK.
import {
  backButton,
  hapticFeedback,
  init,
  initData,
  isTMA,
  mainButton,
  miniApp,
  openLink,
  openTelegramLink,
  requestContact,
  retrieveLaunchParams,
  shareURL,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import type { Appearance, Platform } from '../platform.ts';
import { safeLocalStorage } from '../web/web-platform.ts';

/** Runs an SDK call that a client may not support; unsupported features degrade silently. */
function attempt<T>(label: string, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    console.warn(`[telegram] ${label} unavailable`, error);
    return undefined;
  }
}

export function createTelegramPlatform(): Platform | null {
  if (!isTMA()) return null;
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
  const viewportReady = attempt('viewport', () => viewport.mount());
  void Promise.resolve(viewportReady).then(() =>
    attempt('viewport css', () => {
      if (!viewport.isCssVarsBound()) viewport.bindCssVars();
    }),
  );

  const user = initData.user();
  const platformName = String(launch.tgWebAppPlatform ?? '');
  return {
    kind: 'telegram',
    ready: () => {
      attempt('ready', () => miniApp.ready());
      attempt('expand', () => viewport.expand());
    },
    storage: safeLocalStorage(),
    theme: {
      appearance: () => (themeParams.isDark() ? 'dark' : 'light'),
      subscribe: (listener) =>
        themeParams.isDark.sub((dark) => listener((dark ? 'dark' : 'light') as Appearance)),
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
      onClick: (listener) => mainButton.onClick(listener),
    },
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
        await requestContact();
        return true;
      } catch (error) {
        console.warn('[telegram] contact not shared', error);
        return false;
      }
    },
    uiPlatform: platformName === 'ios' || platformName === 'macos' ? 'ios' : 'base',
  };
}
