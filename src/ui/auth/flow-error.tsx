// The customer-facing sentence for a sign-in problem, announced to screen readers.
import { useTranslation } from '../use-translation.ts';
import type { FlowError } from '../../stores/sign-in-flow.ts';

const KEYS: Record<FlowError, string> = {
  'invalid-phone': 'auth.errors.invalidPhone',
  'invalid-code': 'auth.errors.invalidCode',
  expired: 'auth.errors.expired',
  'too-many-sends': 'auth.errors.tooManySends',
  'too-many-attempts': 'auth.errors.tooManyAttempts',
  network: 'auth.errors.network',
  generic: 'auth.errors.generic',
};

export function FlowErrorText({ error, id }: { error: FlowError | null; id: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="auth-error" id={id} role="alert" data-testid="auth-error">
      {t(KEYS[error])}
    </p>
  );
}
