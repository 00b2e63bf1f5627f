// The host's manners the page itself must drive, inside Telegram (a chunk of its own: the website
// loads none of it):
// - forms holding typed text are counted, so Telegram asks before closing (root-store watchClosing);
// - the swipe that closes the app is off while a sheet or a sideways-scrolling list is under the
//   finger (a sheet's own scroll or a swipe through the categories must not close the shop);
// - the SettingsButton in Telegram's menu opens the settings modal.
import { useEffect } from 'react';
import type { RootStore } from '../../stores/root-store.ts';
import { useStores } from '../store-context.tsx';

export default function NativeManners() {
  const store = useStores();
  useTypedForms(store);
  useSwipeGuard(store);
  useSettingsButton(store);
  return null;
}

/** Fields whose text is the customer's own words (a search query is not worth a question). */
const TEXT_FIELD =
  'form:not([role=search]) :is(input:not([type]), input[type=text], input[type=tel], input[type=email], textarea)';

/** Counts the forms on screen whose fields hold text the customer typed. */
function useTypedForms(store: RootStore) {
  useEffect(() => {
    if (!store.platform.closingConfirmation) return;
    const typed = new Set<HTMLFormElement>();
    const holdsText = (form: HTMLFormElement) =>
      form.isConnected &&
      [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELD)].some(
        (field) => field.dataset.typed === '1' && field.value.trim() !== '',
      );
    const update = () => {
      for (const form of typed) if (!holdsText(form)) typed.delete(form);
      if (store.ui.typedForms !== typed.size) store.ui.setTypedForms(typed.size);
    };
    const onInput = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      if (!field.matches(TEXT_FIELD) || !field.form) return;
      field.dataset.typed = '1';
      typed.add(field.form);
      update();
    };
    // A sent form, or one that went away (its modal closed), holds nothing any more.
    const onSubmit = (event: Event) => {
      if (event.target instanceof HTMLFormElement) typed.delete(event.target);
      queueMicrotask(update);
    };
    const gone = new MutationObserver(() => typed.size && update());
    gone.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('input', onInput, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      gone.disconnect();
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('submit', onSubmit, true);
      store.ui.setTypedForms(0);
    };
  }, [store]);
}

/** A modal sheet (the Modal component's backdrop, the sign-in sheet) is open. */
const SHEET = 'body > .modal-backdrop, body > .auth-sheet, [aria-modal="true"]';

/** The element scrolls sideways (a category bar, a carousel, a row of related dishes). */
function scrollsSideways(element: Element): boolean {
  if (element.scrollWidth <= element.clientWidth + 1) return false;
  const overflow = getComputedStyle(element).overflowX;
  return overflow === 'auto' || overflow === 'scroll';
}

function onSidewaysList(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (scrollsSideways(node)) return true;
  }
  return false;
}

function useSwipeGuard(store: RootStore) {
  useEffect(() => {
    const swipes = store.platform.verticalSwipes;
    if (!swipes) return;
    let sheetOpen = false;
    let sideways = false;
    let allowed = true;
    const apply = () => {
      const next = !sheetOpen && !sideways;
      if (next === allowed) return;
      allowed = next;
      swipes.set(next);
    };
    const watchSheets = () => {
      sheetOpen = document.querySelector(SHEET) !== null;
      apply();
    };
    const sheets = new MutationObserver(watchSheets);
    sheets.observe(document.body, { childList: true });
    const onStart = (event: TouchEvent) => {
      sideways = onSidewaysList(event.target);
      apply();
    };
    const onEnd = (event: TouchEvent) => {
      if (event.touches.length > 0) return;
      sideways = false;
      apply();
    };
    document.addEventListener('touchstart', onStart, { capture: true, passive: true });
    document.addEventListener('touchend', onEnd, { capture: true, passive: true });
    document.addEventListener('touchcancel', onEnd, { capture: true, passive: true });
    watchSheets();
    return () => {
      sheets.disconnect();
      document.removeEventListener('touchstart', onStart, { capture: true });
      document.removeEventListener('touchend', onEnd, { capture: true });
      document.removeEventListener('touchcancel', onEnd, { capture: true });
      swipes.set(true);
    };
  }, [store]);
}

function useSettingsButton(store: RootStore) {
  useEffect(() => {
    const button = store.platform.settingsButton;
    if (!button) return;
    button.show();
    const stop = button.onClick(() => store.ui.open('settings'));
    return () => {
      stop();
      button.hide();
    };
  }, [store]);
}
