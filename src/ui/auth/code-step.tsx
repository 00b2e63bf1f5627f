// Step 2: the code. The browser's one-time-code autofill fills it, and four digits submit by
// themselves; a new code may be asked for when the countdown ends.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { SignInFlow } from '../../stores/sign-in-flow.ts';
import { AuthField, AuthForm } from './auth-form.tsx';
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
  const wait = useCountdown(flow.resendAt);
  const submit = async () => {
    if (await flow.checkCode()) onDone();
  };
  return (
    <AuthForm onSubmit={() => void submit()}>
      <p className="auth-sent">
        {t(`auth.sentTo.${flow.channel}`, { phone: formatPhone(flow.phone) })}{' '}
        <button type="button" className="auth-link" onClick={() => flow.editPhone()}>
          {t('auth.changePhone')}
        </button>
      </p>
      <AuthField name="code" label={t('auth.code')} error={flow.error}>
        {(ids) => (
          <input
            {...ids}
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
            data-testid="auth-code"
          />
        )}
      </AuthField>
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
    </AuthForm>
  );
});
