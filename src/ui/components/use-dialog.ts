// What every dialog of the shop does while it is open (the modal, the bottom sheet, the product):
// focus goes in, Escape closes it, Tab stays inside, the page behind does not scroll, and focus
// goes back to what opened it on close; a press that starts and ends on the backdrop closes it
// (the returned `backdrop` props), a drag or gesture that only ends there does not. Set up before the dialog is painted (a layout effect), so
// a key pressed the moment the dialog shows is already the dialog's (an Escape pressed under load
// right after the dialog appeared used to go nowhere).
import { useRef, type RefObject } from 'react';
import { useStores } from '../store-context.tsx';
import { useClientLayoutEffect } from './use-client-layout-effect.ts';
import { currentOpener, returnFocus } from './focus-return.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * `initialFocus`: 'panel' focuses the dialog itself unless an element is marked data-autofocus;
 * 'field' prefers the first field (a form sheet), after a data-autofocus one-tap choice.
 */
export function useDialog(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  {
    open = true,
    initialFocus = 'panel',
  }: { open?: boolean; initialFocus?: 'panel' | 'field' } = {},
) {
  // The latest onClose without re-running the effect (which would steal focus again) on each render.
  const close = useRef(onClose);
  // The UI store counts the dialogs open (toasts move clear of an open sheet), and the page scrolls
  // again when the last one closes (a confirmation over a sheet).
  const { ui } = useStores();
  const pressedBackdrop = useRef(false);
  useClientLayoutEffect(() => {
    close.current = onClose;
  });

  useClientLayoutEffect(() => {
    if (!open) return;
    const opener = currentOpener();
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      (initialFocus === 'field'
        ? node?.querySelector<HTMLElement>('input, select, textarea')
        : null);
    (first ?? node)?.focus();
    const onKey = (e: KeyboardEvent) => {
      // A dialog opened over this one (the photo carousel over the product) handles its own keys.
      const over = e.target instanceof Element ? e.target.closest('[role="dialog"]') : null;
      if (over && over !== node) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
      } else if (e.key === 'Tab' && node) keepTabInside(e, node);
    };
    document.addEventListener('keydown', onKey);
    ui.dialogOpened();
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      ui.dialogClosed();
      if (!ui.sheetOpen) document.body.classList.remove('no-scroll');
      // Once the commit that closes the dialog is done: it may show the opener again (the cart
      // button hides while the cart is open).
      queueMicrotask(() => returnFocus(opener));
    };
  }, [open, panel, initialFocus, ui]);

  /** For the backdrop element: closes on a press that starts and ends on it. */
  return {
    backdrop: {
      onPointerDown: (e: React.PointerEvent) => {
        pressedBackdrop.current = e.target === e.currentTarget;
      },
      onClick: (e: React.MouseEvent) => {
        if (e.target === e.currentTarget && pressedBackdrop.current) close.current();
      },
    },
  };
}

function keepTabInside(e: KeyboardEvent, node: HTMLElement) {
  const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && (document.activeElement === first || document.activeElement === node)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
