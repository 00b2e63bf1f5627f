// The website's question before a destructive action (inside Telegram the client's own popup asks):
// the question as the dialog's title, what happens, and the two answers; Escape or a tap outside
// is 'no'. A chunk of its own, loaded when a question is first asked.
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';
import { Modal } from './modal.tsx';
import './confirm-dialog.css';

const ConfirmDialog = observer(function ConfirmDialog() {
  const { confirmations } = useStores();
  const pending = confirmations?.pending;
  if (!confirmations || !pending) return null;
  const { request } = pending;
  return (
    <Modal open onClose={() => confirmations.answer(false)} title={request.title}>
      <div className="confirm-dialog" data-testid="confirm-dialog">
        <p className="confirm-dialog__message">{request.message}</p>
        <div className="confirm-dialog__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => confirmations.answer(false)}
            data-autofocus
          >
            {request.cancel}
          </button>
          <button
            type="button"
            className="btn confirm-dialog__confirm"
            onClick={() => confirmations.answer(true)}
          >
            {request.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
});

export default ConfirmDialog;
