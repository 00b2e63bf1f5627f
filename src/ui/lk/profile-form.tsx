// Name and birth date, saved through POST system/users; the phone is shown, not edited (it is
// the sign-in itself).
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { formatPhone } from '../../domain/phone.ts';
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
  return (
    <form
      className="lk-card lk-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void save();
      }}
    >
      <div className="lk-field lk-field--static">
        <span className="lk-field__label">{t('lk.phone')}</span>
        <span data-testid="lk-phone">
          {user.phone ? formatPhone(user.phone) : t('lk.profile.noPhone')}
        </span>
      </div>
      <label className="lk-field">
        <span className="lk-field__label">{t('lk.profile.firstName')}</span>
        <input
          className="auth-input"
          value={first}
          autoComplete="given-name"
          maxLength={60}
          onChange={(e) => setFirst(e.target.value)}
          data-testid="profile-first-name"
        />
      </label>
      <label className="lk-field">
        <span className="lk-field__label">{t('lk.profile.lastName')}</span>
        <input
          className="auth-input"
          value={last}
          autoComplete="family-name"
          maxLength={60}
          onChange={(e) => setLast(e.target.value)}
          data-testid="profile-last-name"
        />
      </label>
      <label className="lk-field">
        <span className="lk-field__label">{t('lk.profile.birth')}</span>
        <input
          className="auth-input"
          type="date"
          value={birth}
          autoComplete="bday"
          max={isoDay(store.clock.now())}
          onChange={(e) => setBirth(e.target.value)}
          data-testid="profile-birth"
        />
      </label>
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy} data-testid="profile-save">
        {t('lk.profile.save')}
      </button>
    </form>
  );
});
