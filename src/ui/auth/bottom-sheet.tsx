// A small accessible modal that rises from the bottom on phones and centres on wide screens:
// role="dialog" + aria-modal, closes on Escape and on the backdrop, keeps Tab inside, and gives
// focus back to what opened it. Portalled to <body>: the sticky header's backdrop-filter would
// otherwise become the containing block of its fixed position.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../components/use-dialog.ts';
import { CloseIcon } from '../components/icons.tsx';

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
  const { backdrop } = useDialog(panel, onClose, { initialFocus: 'field' });

  return createPortal(
    <div className="auth-sheet" {...backdrop}>
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
