// A bottom sheet on phones, a centred dialog on wide screens: <Modal open onClose title>…</Modal>.
// Accessible by construction: labelled dialog, Escape and backdrop close it, focus goes in and comes
// back, Tab stays inside, and the page behind does not scroll.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import { useDialog } from './use-dialog.ts';

export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'sheet',
  testId,
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
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { backdrop } = useDialog(panel, onClose, { open });

  if (!open) return null;
  return createPortal(
    <div
      className={`modal-backdrop${variant === 'sheet' ? '' : ` modal-backdrop--${variant}`}`}
      // Only a press that starts and ends on the backdrop closes: a drag out of a field does not.
      {...backdrop}
    >
      <div
        ref={panel}
        className="modal-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-btn modal-close"
            onClick={onClose}
            aria-label={t('catalogTools.close')}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
