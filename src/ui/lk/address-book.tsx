// Saved addresses: add, edit, delete (wc/auth/user/get_addresses). One form at a time.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { emptyAddress, type AddressDraft } from '../../domain/saved-address.ts';
import { AddressForm } from './address-form.tsx';
import { AddressItem } from './address-item.tsx';
import { useFeatures } from '../use-features.ts';

export const AddressBook = observer(function AddressBook() {
  const store = useStores();
  const features = useFeatures();
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AddressDraft | null>(null);
  // Whether each address can be delivered to is its zone's say.
  useEffect(() => void store.delivery.zones.load(), [store]);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Deleting asks twice, inline: window.confirm is not reliable inside the Telegram webview.
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const remove = async (id: string) => {
    if (busyId) return;
    if (confirmId !== id) return setConfirmId(id);
    setBusyId(id);
    const result = await features.addresses.remove(id);
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
      {features.addresses.list.length === 0 && !editing && (
        <p className="lk-muted">{t('lk.addresses.empty')}</p>
      )}
      <ul className="card-list lk-addresses" data-testid="address-list">
        {features.addresses.choices.map((choice) => {
          const a = choice.address;
          return editing?.id === a.id ? (
            <li key={a.id}>
              <AddressForm draft={editing} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <AddressItem
              key={a.id}
              choice={choice}
              confirming={confirmId === a.id}
              busy={busyId === a.id}
              onEdit={() => setEditing({ ...a })}
              onDelete={() => void remove(a.id)}
            />
          );
        })}
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
