// A small accessible modal that rises from the bottom on phones and centres on wide screens:
// role="dialog" + aria-modal, closes on Escape and on the backdrop, keeps Tab inside, and gives
// focus back to what opened it. Portalled to <body>: the sticky header's backdrop-filter would
// otherwise become the containing block of its fixed position.
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { currentOpener, returnFocus } from '../components/focus-return.ts';
import { CloseIcon } from '../components/icons.tsx';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function BottomSheet({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = currentOpener();
    // A one-tap choice (data-autofocus) goes first: focusing a field would open the keyboard.
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      if (e.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => !el.hasAttribute('disabled'),
      );
      const [head, tail] = [items[0], items[items.length - 1]];
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail?.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
      returnFocus(opener);
    };
  }, []);

  return createPortal(
    <div className="auth-sheet" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className="auth-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="auth-sheet__head">
          <h2 id={titleId} className="auth-sheet__title">
            {title}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('auth.close')}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
