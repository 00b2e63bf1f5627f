// Opens the sign-in sheet for '?auth=1' (the header's account link) or ui.open('auth') (an
// action that needs a signed-in customer). The sheet and the phone library load only then.
import { lazy, useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../store-context.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { DrawnSuspense } from '../hydration-signal.tsx';

const SignInSheet = lazy(() => lazyWithRetry(() => import('./sign-in-sheet.tsx')));

export const SignInHost = observer(function SignInHost() {
  const store = useStores();
  const [params] = useSearchParams();
  const asked = params.get('auth') === '1' || store.ui.modal === 'auth';
  // A Telegram account without a phone may also open it, to link one.
  const open = asked && (!store.user.signedIn || store.user.needsPhone);
  // A successful sign-in closes the sheet only once the account's data is in, when the customer
  // may already have gone on (the header's account link, now /lk). The router renders a navigation
  // as a transition, so until it commits, this component's address is the old page's: removing
  // '?auth' from that one sent the customer back to it. The browser's address is the live one.
  const navigate = useNavigate();
  const close = useCallback(() => {
    if (store.ui.modal === 'auth') store.ui.close();
    const url = new URL(window.location.href);
    if (!url.searchParams.has('auth')) return;
    url.searchParams.delete('auth');
    navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
  }, [store, navigate]);
  // Popups wait while the customer signs in (issue 13).
  useEffect(() => (open ? store.ui.hold('sign-in') : undefined), [open, store]);
  if (!open) return null;
  return (
    <DrawnSuspense fallback={null}>
      <SignInSheet onClose={close} />
    </DrawnSuspense>
  );
});
