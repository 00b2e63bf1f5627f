// A bottom sheet on phones, a centred dialog on wide screens: <Modal open onClose title>…</Modal>.
// Accessible by construction: labelled dialog, Escape and backdrop close it, focus goes in and comes
// back, Tab stays inside, and the page behind does not scroll.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../use-translation.ts';
import { CloseIcon } from './icons.tsx';
import { useDialog } from './use-dialog.ts';

export function Modal({
  open,
  variant = 'sheet',
  children,
  ...frame
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /**
   * 'drawer': a panel from the right edge on desktop (the cart), a bottom sheet on phones;
   * 'menu': a panel from the left edge everywhere (the burger menu).
   */
  variant?: 'sheet' | 'drawer' | 'menu';
  testId?: string;
}) {
  if (!open) return null;
  return (
    <DialogFrame look="modal" modifier={variant === 'sheet' ? undefined : variant} {...frame}>
      <div className="modal-body">{children}</div>
    </DialogFrame>
  );
}

/** The looks of a dialog: the modal, and the sign-in's small sheet (auth/bottom-sheet.tsx). */
const LOOKS = {
  modal: {
    backdrop: 'modal-backdrop',
    panel: 'modal-panel',
    head: 'modal-header',
    title: 'modal-title',
    close: 'icon-btn modal-close',
    closeLabel: 'catalogTools.close',
    closeSize: 20,
  },
  auth: {
    backdrop: 'auth-sheet',
    panel: 'auth-sheet__panel',
    head: 'auth-sheet__head',
    title: 'auth-sheet__title',
    close: 'icon-btn',
    closeLabel: 'auth.close',
    closeSize: 22,
  },
} as const;

/** A labelled dialog over its backdrop while mounted, portalled to <body> (the sticky header's
 * backdrop-filter would otherwise become the containing block of its fixed position): the head with
 * the title and the close button, then the content. */
export function DialogFrame({
  look,
  modifier,
  title,
  onClose,
  testId,
  initialFocus,
  children,
}: {
  look: keyof typeof LOOKS;
  /** The backdrop's BEM modifier ('drawer' → modal-backdrop--drawer). */
  modifier?: string;
  title: string;
  onClose: () => void;
  testId?: string;
  initialFocus?: 'panel' | 'field';
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { backdrop } = useDialog(panel, onClose, { initialFocus });
  const c = LOOKS[look];
  return createPortal(
    // Only a press that starts and ends on the backdrop closes: a drag out of a field does not.
    <div
      className={modifier ? `${c.backdrop} ${c.backdrop}--${modifier}` : c.backdrop}
      {...backdrop}
    >
      <div
        ref={panel}
        className={c.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className={c.head}>
          <h2 id={titleId} className={c.title}>
            {title}
          </h2>
          <button type="button" className={c.close} onClick={onClose} aria-label={t(c.closeLabel)}>
            <CloseIcon size={c.closeSize} />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
