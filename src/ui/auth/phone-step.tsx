// Step 1: the phone, formatted while typed and checked before the code is sent.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { SignInFlow } from '../../stores/sign-in-flow.ts';
import { AuthField, AuthForm } from './auth-form.tsx';
import { PhoneInput } from '../components/phone-input.tsx';

export const PhoneStep = observer(function PhoneStep({ flow }: { flow: SignInFlow }) {
  const { t } = useTranslation();
  const invalid = flow.error === 'invalid-phone';
  return (
    <AuthForm onSubmit={() => void flow.sendCode()}>
      <AuthField name="phone" label={t('auth.phone')} error={flow.error}>
        {(ids) => (
          <PhoneInput
            {...ids}
            className="auth-input"
            value={flow.phoneInput}
            onChange={(v) => flow.setPhoneInput(v)}
            aria-invalid={invalid}
            data-testid="auth-phone"
          />
        )}
      </AuthField>
      {flow.channel === 'telegram' && <p className="auth-note">{t('auth.telegramBotHint')}</p>}
      <button
        type="submit"
        className="btn btn--primary auth-wide"
        disabled={flow.busy}
        data-testid="auth-send"
      >
        {flow.busy ? t('auth.sending') : t('auth.getCode')}
      </button>
      <p className="auth-note">{t('auth.consent')}</p>
    </AuthForm>
  );
});
