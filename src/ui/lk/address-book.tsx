// Saved addresses: add, edit, delete (wc/auth/user/get_addresses). One form at a time.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { emptyAddress, type AddressDraft } from '../../domain/account-forms.ts';
import { AddressForm } from './address-form.tsx';
import { AddressItem } from './address-item.tsx';
import { useFeatures } from '../use-features.ts';

export const AddressBook = observer(function AddressBook() {
  const store = useStores();
  const features = useFeatures();
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AddressDraft | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Deleting asks twice, inline: window.confirm is not reliable inside the Telegram webview.
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const remove = async (id: string) => {
    if (busyId) return;
    if (confirmId !== id) return setConfirmId(id);
    setBusyId(id);
    const result = await features.account.deleteAddress(id);
    setBusyId(null);
    setConfirmId(null);
    store.ui.notify(
      result.ok ? t('lk.addresses.deleted') : t('lk.addresses.failed'),
      result.ok ? 'success' : 'error',
    );
  };
  return (
    <section className="lk-card" aria-labelledby="lk-addresses-title">
      <h2 className="lk-card__title" id="lk-addresses-title">
        {t('lk.addresses.title')}
      </h2>
      {features.account.addresses.length === 0 && !editing && (
        <p className="lk-muted">{t('lk.addresses.empty')}</p>
      )}
      <ul className="card-list lk-addresses" data-testid="address-list">
        {features.account.addresses.map((a) =>
          editing?.id === a.id ? (
            <li key={a.id}>
              <AddressForm draft={editing} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <AddressItem
              key={a.id}
              address={a}
              confirming={confirmId === a.id}
              busy={busyId === a.id}
              onEdit={() => setEditing({ ...a })}
              onDelete={() => void remove(a.id)}
            />
          ),
        )}
      </ul>
      {editing && editing.id === null ? (
        <AddressForm draft={editing} onDone={() => setEditing(null)} />
      ) : (
        !editing && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setEditing(emptyAddress())}
            data-testid="address-add"
          >
            {t('lk.addresses.add')}
          </button>
        )
      )}
    </section>
  );
});
