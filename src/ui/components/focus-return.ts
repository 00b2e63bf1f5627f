// Where focus goes when a modal or sheet closes: back to what opened it (issue 13), or, when that
// element is gone (the page changed underneath), to the page's main region rather than nowhere.
export const MAIN_ID = 'main';

/** The element focused last outside any dialog: the opener even when it hid as the modal opened. */
let lastOutside: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    const target = e.target;
    if (target instanceof HTMLElement && !target.closest('[role="dialog"]')) lastOutside = target;
  });
}

/** What opened a modal that is opening now: the focused element, or the last one outside dialogs. */
export function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected)
    return active;
  return lastOutside;
}

export function returnFocus(opener: HTMLElement | null) {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}
