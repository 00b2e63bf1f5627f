// One address being added or edited. 'Укажите название адреса' (SPEC.md §5) before any request.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { addressProblems, type AddressDraft } from '../../domain/account-forms.ts';
import { useFeatures } from '../use-features.ts';

type Field = 'name' | 'address' | 'flat' | 'entrance' | 'floor' | 'comment';
const SHORT: Field[] = ['flat', 'entrance', 'floor'];

export const AddressForm = observer(function AddressForm({
  draft,
  onDone,
}: {
  draft: AddressDraft;
  onDone: () => void;
}) {
  const store = useStores();
  const features = useFeatures();
  const { t } = useTranslation();
  const [value, setValue] = useState(draft);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = addressProblems(value);
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValue({ ...value, [field]: e.target.value });
  const save = async () => {
    setShown(true);
    if (problems.length > 0 || busy) return;
    setBusy(true);
    const result = await features.account.saveAddress(value);
    setBusy(false);
    store.ui.notify(
      result.ok ? t('lk.addresses.saved') : t('lk.addresses.failed'),
      result.ok ? 'success' : 'error',
    );
    if (result.ok) onDone();
  };
  const input = (field: Field, problem?: 'name-required' | 'address-required') => {
    const invalid = shown && problem !== undefined && problems.includes(problem);
    return (
      <label className="lk-field" key={field}>
        <span className="lk-field__label">{t(`lk.addresses.fields.${field}`)}</span>
        <input
          className="auth-input"
          value={value[field]}
          onChange={set(field)}
          maxLength={field === 'comment' ? 300 : 200}
          aria-invalid={invalid}
          data-testid={`address-${field}`}
        />
        {invalid && (
          <span className="auth-error" role="alert">
            {t(`lk.addresses.problems.${problem}`)}
          </span>
        )}
      </label>
    );
  };
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
      {input('name', 'name-required')}
      {input('address', 'address-required')}
      <div className="lk-form__row">{SHORT.map((f) => input(f))}</div>
      {input('comment')}
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
