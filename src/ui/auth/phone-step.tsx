// Step 1: the phone, formatted while typed and checked before the code is sent.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AsYouType } from 'libphonenumber-js/min';
import type { SignInFlow } from '../../stores/sign-in-flow.ts';
import { FlowErrorText } from './flow-error.tsx';

/** Formats as the customer types ('8 (916) 123-45-67', '+7 916 123-45-67'); deleting still works. */
function asTyped(value: string, previous: string): string {
  if (value.length < previous.length) return value;
  return new AsYouType('RU').input(value);
}

export const PhoneStep = observer(function PhoneStep({ flow }: { flow: SignInFlow }) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = flow.error === 'invalid-phone';
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void flow.sendCode();
      }}
    >
      <label className="auth-field" htmlFor={`${id}-phone`}>
        <span className="auth-field__label">{t('auth.phone')}</span>
        <input
          id={`${id}-phone`}
          className="auth-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          value={flow.phoneInput}
          onChange={(e) => flow.setPhoneInput(asTyped(e.target.value, flow.phoneInput))}
          aria-invalid={invalid}
          aria-describedby={flow.error ? `${id}-error` : undefined}
          data-testid="auth-phone"
        />
      </label>
      <FlowErrorText error={flow.error} id={`${id}-error`} />
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
    </form>
  );
});
