// Name and birth date, saved through POST system/users; the phone is shown, not edited (it is
// the sign-in itself).
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { formatPhone } from '../../domain/phone.ts';
import { LkForm, LkInput } from './lk-form.tsx';
import { birthFromInput, birthToInput, isValidBirth } from '../../domain/account-forms.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const ProfileForm = observer(function ProfileForm() {
  const store = useStores();
  const { t } = useTranslation();
  const user = store.user.user!;
  const [first, setFirst] = useState(user.first_name);
  const [last, setLast] = useState(user.last_name);
  const [birth, setBirth] = useState(birthToInput(user.birth));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const value = birthFromInput(birth);
    if (value && !isValidBirth(value, isoDay(store.clock.now()))) {
      setError(t('lk.profile.birthInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await store.user.updateProfile({
      first_name: first,
      last_name: last,
      birth: value,
    });
    setBusy(false);
    if (result.ok) store.ui.notify(t('lk.profile.saved'));
    else setError(t('lk.profile.saveFailed'));
  };
  // The first and the last name: the same field but for these.
  const names = [
    ['firstName', first, setFirst, 'given-name', 'profile-first-name'],
    ['lastName', last, setLast, 'family-name', 'profile-last-name'],
  ] as const;
  return (
    <LkForm
      busy={busy}
      onSave={save}
      submit={{ label: t('lk.profile.save'), testId: 'profile-save' }}
    >
      <div className="lk-field lk-field--static">
        <span className="lk-field__label">{t('lk.phone')}</span>
        <span data-testid="lk-phone">
          {user.phone ? formatPhone(user.phone) : t('lk.profile.noPhone')}
        </span>
      </div>
      {names.map(([key, value, set, autoComplete, testId]) => (
        <LkInput
          key={key}
          label={t(`lk.profile.${key}`)}
          value={value}
          autoComplete={autoComplete}
          maxLength={60}
          onValue={set}
          data-testid={testId}
        />
      ))}
      <LkInput
        label={t('lk.profile.birth')}
        type="date"
        value={birth}
        autoComplete="bday"
        max={isoDay(store.clock.now())}
        onValue={setBirth}
        data-testid="profile-birth"
      />
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
    </LkForm>
  );
});
