// Sending a request (SPEC.md §2 Modals): under simplified_order the shop takes no cart orders; the
// customer leaves a name, a phone and a comment about the products they asked about, and the shop
// calls back. Then the confirmation.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { CloseIcon } from '../components/icons.tsx';
import { formatPhone } from '../../domain/phone.ts';
import type { RequestField } from '../../domain/request.ts';
import { CallbackDone, CallbackForm, useCallbackForm } from './callback-form.tsx';
import { RequestFormState } from '../../stores/request-form-store.ts';
import type { RequestDraft } from '../../stores/request-draft.ts';
import './forms.css';

const ERROR_KEY: Record<RequestField, string> = {
  name: 'request.errors.name',
  phone: 'request.errors.phone',
  comment: 'request.errors.comment',
  products: 'request.errors.failed',
};

const RequestModal = observer(function RequestModal({ draft }: { draft: RequestDraft }) {
  const store = useStores();
  const { t } = useTranslation();
  const [state] = useState(() => new RequestFormState(store, draft));
  const form = useCallbackForm('request', state, !state.done);
  const close = () => store.ui.close();
  const error = (field: RequestField) =>
    state.touched && state.problems[field] ? t(ERROR_KEY[field]) : null;

  if (state.done) {
    return (
      <Modal open onClose={close} title={t('request.done.title')}>
        <CallbackDone kind="request" onClose={close}>
          <p className="form-sheet__lead form-sheet__lead--center">
            {t('request.done.text', {
              name: state.done.name,
              phone: formatPhone(state.done.phone).replace(/ /g, '\u00a0'),
            })}
          </p>
        </CallbackDone>
      </Modal>
    );
  }

  return (
    <Modal open onClose={close} title={t('request.title')}>
      <CallbackForm
        kind="request"
        state={state}
        form={form}
        className="form-sheet"
        error={error}
        comment={{ rows: 3, maxLength: 1000 }}
      >
        {state.products.length > 0 && (
          <section>
            <h3 className="form-sheet__label">{t('request.products')}</h3>
            <ul className="request-products" data-testid="request-products">
              {state.products.map((p) => (
                <li key={p.id} className="request-product" data-testid="request-product">
                  {p.images[0] ? (
                    <img src={store.api.client.url(p.images[0])} alt="" width={44} height={44} />
                  ) : (
                    <span className="request-product__img" aria-hidden="true" />
                  )}
                  <span className="request-product__text">
                    <span className="request-product__name">{p.name}</span>
                    {p.weight && <span className="request-product__price">{p.weight}</span>}
                  </span>
                  <button
                    type="button"
                    className="icon-btn request-product__remove"
                    onClick={() => state.remove(p.id)}
                    aria-label={t('request.remove', { name: p.name })}
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CallbackForm>
    </Modal>
  );
});

export default RequestModal;
