// /lk/preferences: food preferences the kitchen (a grocery's picker) sees with every order
// (systeminfo/v2/user_preferences; the order's meta customer_preferences).
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Page } from '../components/page.tsx';
import type { Preferences } from '../../stores/account-reads.ts';
import { whenLoaded } from './lk-states.tsx';
import { LkField, LkForm } from './lk-form.tsx';
import { useAccountLoad } from './use-load.ts';
import { useFeatures } from '../use-features.ts';

const PreferencesForm = observer(function PreferencesForm({ initial }: { initial: Preferences }) {
  const store = useStores();
  const features = useFeatures();
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = (code: string) =>
    setValue({
      ...value,
      preferences: value.preferences.map((p) =>
        p.code === code ? { ...p, checked: !p.checked } : p,
      ),
    });
  const save = async () => {
    setBusy(true);
    const result = await features.reads.savePreferences(value);
    setBusy(false);
    store.ui.notify(
      result.ok ? t('lk.preferences.saved') : t('lk.preferences.failed'),
      result.ok ? 'success' : 'error',
    );
  };
  return (
    <LkForm
      busy={busy}
      onSave={save}
      submit={{ label: t('lk.preferences.save'), testId: 'preferences-save' }}
    >
      {/* A grocery's picker packs the order, a restaurant's kitchen cooks it. */}
      <p className="lk-muted">{t('lk.preferences.lead', { context: store.settings.wording })}</p>
      <div className="lk-checks" role="group" aria-label={t('lk.sections.preferences')}>
        {value.preferences.map((p) => (
          <label key={p.code} className="chip chip--check lk-check">
            <input type="checkbox" checked={p.checked} onChange={() => toggle(p.code)} />
            {p.text}
          </label>
        ))}
      </div>
      <LkField label={t('lk.preferences.comment')}>
        <textarea
          className="auth-input lk-textarea"
          value={value.comment}
          maxLength={500}
          onChange={(e) => setValue({ ...value, comment: e.target.value })}
          data-testid="preferences-comment"
        />
      </LkField>
    </LkForm>
  );
});

const LkPreferences = observer(function LkPreferences() {
  const { t } = useTranslation();
  const [state, reload] = useAccountLoad((features) => features.reads.preferences());
  return (
    <Page title={t('lk.sections.preferences')}>
      {whenLoaded(state, reload, (data) => (
        <PreferencesForm initial={data} />
      ))}
    </Page>
  );
});

export default LkPreferences;
