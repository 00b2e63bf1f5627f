// Opens the sign-in sheet for '?auth=1' (the header's account link) or ui.open('auth') (an
// action that needs a signed-in customer). The sheet and the phone library load only then.
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';

const SignInSheet = lazy(() => lazyWithRetry(() => import('./sign-in-sheet.tsx')));

export const SignInHost = observer(function SignInHost() {
  const store = useStores();
  const [params, setParams] = useSearchParams();
  const asked = params.get('auth') === '1' || store.ui.modal === 'auth';
  // A Telegram account without a phone may also open it, to link one.
  const open = asked && (!store.user.signedIn || store.user.needsPhone);
  const close = useCallback(() => {
    if (store.ui.modal === 'auth') store.ui.close();
    if (params.has('auth'))
      setParams(
        (p) => {
          p.delete('auth');
          return p;
        },
        { replace: true },
      );
  }, [store, params, setParams]);
  // Popups wait while the customer signs in (issue 13).
  useEffect(() => (open ? store.ui.hold('sign-in') : undefined), [open, store]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInSheet onClose={close} />
    </Suspense>
  );
});
