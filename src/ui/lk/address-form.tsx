// One saved address being added or edited: a name ('Укажите название адреса'), the address found
// by the search (it needs a point to be delivered to: 'Выберите корректный адрес'), the courier's
// details or 'Частный дом', and whether it is the default. Nothing is sent until it is complete.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { draftProblems, type AddressDraft } from '../../domain/saved-address.ts';
import { useFeatures } from '../use-features.ts';
import { useAddressSearch } from '../delivery/use-address-search.ts';
import { AddressSuggestions } from '../delivery/address-suggestions.tsx';
import { AddressDetailsFields, CheckField } from '../delivery/address-details-fields.tsx';
import { LkInput } from './lk-form.tsx';

export const AddressForm = observer(function AddressForm({
  draft,
  onDone,
}: {
  draft: AddressDraft;
  onDone: () => void;
}) {
  const store = useStores();
  const { addresses } = useFeatures();
  const { t } = useTranslation();
  const [value, setValue] = useState(draft);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = draftProblems(value);
  const search = useAddressSearch(value.address, '', value.coords !== null);
  const set = (patch: Partial<AddressDraft>) => setValue({ ...value, ...patch });
  const save = async () => {
    setShown(true);
    const complete = !problems.name && !problems.address && !Object.keys(problems.details).length;
    if (!complete || busy) return;
    setBusy(true);
    const result = await addresses.save(value);
    setBusy(false);
    store.ui.notify(
      result.ok ? t('lk.addresses.saved') : t('lk.addresses.failed'),
      result.ok ? 'success' : 'error',
    );
    if (result.ok) onDone();
  };
  const error = (text: string | false) =>
    text ? (
      <span className="auth-error" role="alert">
        {text}
      </span>
    ) : null;
  return (
    <form
      className="lk-form lk-address-form"
      noValidate
      data-testid="address-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <LkInput
        label={t('lk.addresses.fields.name')}
        value={value.name}
        onValue={(name) => set({ name })}
        maxLength={60}
        aria-invalid={shown && !!problems.name}
        data-testid="address-name"
        after={error(shown && !!problems.name && t('address.problems.name-required'))}
      />
      <LkInput
        label={t('lk.addresses.fields.address')}
        type="search"
        value={value.address}
        onValue={(address) => set({ address, coords: null, city: '' })}
        placeholder={t('delivery.address.placeholder')}
        autoComplete="street-address"
        maxLength={200}
        aria-invalid={shown && !!problems.address}
        data-testid="address-address"
        after={error(shown && !!problems.address && t('delivery.problem.invalidAddress'))}
      />
      {value.coords === null && (
        <AddressSuggestions
          search={search}
          recent={[]}
          onPick={(s) => set({ address: s.title, coords: s.coords, city: s.city })}
        />
      )}
      <AddressDetailsFields
        value={value}
        onChange={set}
        problems={shown ? problems.details : {}}
        testPrefix="lk"
      />
      <CheckField
        checked={value.isDefault}
        onCheck={(isDefault) => set({ isDefault })}
        text={t('address.save.default')}
        testId="address-default"
      />
      <div className="lk-form__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={busy}
          data-testid="address-save"
        >
          {t('lk.addresses.save')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t('lk.addresses.cancel')}
        </button>
      </div>
    </form>
  );
});
