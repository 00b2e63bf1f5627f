// Step 2: the code. The browser's one-time-code autofill fills it, and four digits submit by
// themselves; a new code may be asked for when the countdown ends.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SignInFlow } from '../../stores/sign-in-flow.ts';
import { FlowErrorText } from './flow-error.tsx';
import { useCountdown } from './use-countdown.ts';
import { formatPhone } from '../../domain/phone.ts';

export const CodeStep = observer(function CodeStep({
  flow,
  onDone,
}: {
  flow: SignInFlow;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const wait = useCountdown(flow.resendAt);
  const submit = async () => {
    if (await flow.checkCode()) onDone();
  };
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="auth-sent">
        {t(`auth.sentTo.${flow.channel}`, { phone: formatPhone(flow.phone) })}{' '}
        <button type="button" className="auth-link" onClick={() => flow.editPhone()}>
          {t('auth.changePhone')}
        </button>
      </p>
      <label className="auth-field" htmlFor={`${id}-code`}>
        <span className="auth-field__label">{t('auth.code')}</span>
        <input
          id={`${id}-code`}
          className="auth-input auth-input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={flow.codeLength}
          autoFocus
          value={flow.code}
          onChange={(e) => {
            flow.setCode(e.target.value);
            if (flow.code.length === flow.codeLength) void submit();
          }}
          aria-invalid={flow.error === 'invalid-code'}
          aria-describedby={flow.error ? `${id}-error` : undefined}
          data-testid="auth-code"
        />
      </label>
      <FlowErrorText error={flow.error} id={`${id}-error`} />
      <button
        type="submit"
        className="btn btn--primary auth-wide"
        disabled={flow.busy || flow.code.length !== flow.codeLength}
        data-testid="auth-check"
      >
        {flow.busy ? t('auth.checking') : t('auth.signIn')}
      </button>
      <button
        type="button"
        className="btn btn--secondary auth-wide"
        disabled={wait > 0 || flow.busy}
        onClick={() => void flow.resend()}
        data-testid="auth-resend"
      >
        {wait > 0 ? t('auth.resendIn', { seconds: wait }) : t('auth.resend')}
      </button>
    </form>
  );
});
