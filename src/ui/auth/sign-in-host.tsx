// Opens the sign-in sheet for '?auth=1' (the header's account link) or ui.open('auth') (an
// action that needs a signed-in customer). The sheet and the phone library load only then.
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
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
  // The address as it is now, for a close that comes late: a successful sign-in closes the sheet
  // after the customer may already have gone on (the header's account link, now /lk); removing
  // '?auth' through the closure of an earlier render navigated back to the page of the sign-in.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const close = useCallback(() => {
    if (store.ui.modal === 'auth') store.ui.close();
    const { params: now, setParams: set } = latest.current;
    if (now.has('auth'))
      set(
        (p) => {
          p.delete('auth');
          return p;
        },
        { replace: true },
      );
  }, [store]);
  // Popups wait while the customer signs in (issue 13).
  useEffect(() => (open ? store.ui.hold('sign-in') : undefined), [open, store]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInSheet onClose={close} />
    </Suspense>
  );
});
