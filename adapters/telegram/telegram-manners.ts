// Telegram's native manners, behind the Platform interface: the closing confirmation, vertical
// swipes, fullscreen, the confirmation popup, the SettingsButton and the SecondaryButton. Every
// call degrades quietly on a client too old for it (the app still works, with in-page equivalents).
import {
  closingBehavior,
  popup,
  qrScanner,
  secondaryButton,
  settingsButton,
  swipeBehavior,
  viewport,
} from '@telegram-apps/sdk-react';
import type { ConfirmRequest, HostButton, MainButton, Platform } from '../platform.ts';

/** Runs an SDK call that a client may not support; unsupported features degrade silently. */
export function attempt<T>(label: string, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    console.warn(`[telegram] ${label} unavailable`, error);
    return undefined;
  }
}

/** Phones go fullscreen; desktops and the web clients keep Telegram's own window. */
const FULLSCREEN_PLATFORMS = new Set(['ios', 'android', 'android_x']);

/**
 * Fullscreen on a phone whose client supports it (Mini Apps 8.0). The page keeps its content inside
 * the safe area and Telegram's content safe area through the SDK's --tg-viewport-* variables.
 */
export function goFullscreen(platformName: string): void {
  if (!FULLSCREEN_PLATFORMS.has(platformName)) return;
  if (!viewport.requestFullscreen.isAvailable()) return;
  void viewport.requestFullscreen().catch((error: unknown) => {
    console.info('[telegram] fullscreen refused by the client', error);
  });
}

export function mountManners(): void {
  attempt('closingBehavior', () => closingBehavior.mount());
  attempt('swipeBehavior', () => swipeBehavior.mount.ifAvailable());
  attempt('settingsButton', () => settingsButton.mount.ifAvailable());
  attempt('secondaryButton', () => secondaryButton.mount.ifAvailable());
}

function closingConfirmation(): Platform['closingConfirmation'] {
  return {
    set: (needed) =>
      attempt('closing confirmation', () => {
        if (needed === closingBehavior.isConfirmationEnabled()) return;
        if (needed) closingBehavior.enableConfirmation();
        else closingBehavior.disableConfirmation();
      }),
  };
}

function verticalSwipes(): Platform['verticalSwipes'] {
  if (!swipeBehavior.isSupported()) return null;
  return {
    set: (allowed) =>
      attempt('vertical swipes', () => {
        if (!swipeBehavior.isMounted() || allowed === swipeBehavior.isVerticalEnabled()) return;
        if (allowed) swipeBehavior.enableVertical();
        else swipeBehavior.disableVertical();
      }),
  };
}

/** Telegram's popup: the confirming button is destructive, the other one cancels. */
async function confirm(request: ConfirmRequest): Promise<boolean> {
  try {
    const pressed = await popup.open({
      title: request.title.slice(0, 64),
      message: request.message.slice(0, 256),
      buttons: [
        { id: 'confirm', type: 'destructive', text: request.confirm.slice(0, 64) },
        { id: 'cancel', type: 'default', text: request.cancel.slice(0, 64) },
      ],
    });
    return pressed === 'confirm';
  } catch (error) {
    // No popup on this client (or one is already open): ask nothing twice, do nothing.
    console.warn('[telegram] popup unavailable', error);
    return false;
  }
}

function settings(): HostButton | null {
  if (!settingsButton.isSupported()) return null;
  return {
    show: () => attempt('settings show', () => settingsButton.show()),
    hide: () => attempt('settings hide', () => settingsButton.hide()),
    onClick: (listener) =>
      attempt('settings click', () => settingsButton.onClick(listener)) ?? noop,
  };
}

function secondary(): MainButton | null {
  if (!secondaryButton.isSupported()) return null;
  return {
    set: (s) =>
      attempt('secondary button', () =>
        secondaryButton.setParams({
          text: s.text,
          isVisible: s.visible,
          isEnabled: s.enabled,
          isLoaderVisible: s.loading,
          position: 'left',
        }),
      ),
    onClick: (listener) =>
      attempt('secondary click', () => secondaryButton.onClick(listener)) ?? noop,
  };
}

const noop = () => undefined;

/** Telegram's QR scanner: stays open until a code the caller takes, or the customer closes it. */
async function scanQr(prompt: string, accept: (text: string) => boolean): Promise<string | null> {
  try {
    return (await qrScanner.open({ text: prompt.slice(0, 64), capture: accept })) ?? null;
  } catch (error) {
    console.warn('[telegram] QR scanner unavailable', error);
    return null;
  }
}

export function telegramManners(): Pick<
  Platform,
  | 'closingConfirmation'
  | 'verticalSwipes'
  | 'confirm'
  | 'settingsButton'
  | 'secondaryButton'
  | 'scanQr'
> {
  return {
    closingConfirmation: closingConfirmation(),
    verticalSwipes: verticalSwipes(),
    confirm: popup.open.isAvailable() ? confirm : null,
    settingsButton: settings(),
    secondaryButton: secondary(),
    scanQr: qrScanner.open.isAvailable() ? scanQr : null,
  };
}
