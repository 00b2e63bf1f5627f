// Hosts the sending-a-request modal (SPEC.md §2 Modals, §4 "With simplified_order, only a request
// modal opens"). The cart names the product when it opens the request (ui.openRequest); the form
// loads when the modal opens.
import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { DrawnSuspense } from '../hydration-signal.tsx';

const RequestModal = lazy(() => lazyWithRetry(() => import('./request-modal.tsx')));

const RequestHost = observer(function RequestHost() {
  const store = useStores();
  if (store.ui.modal !== 'send-request') return null;
  return (
    <DrawnSuspense fallback={null}>
      <RequestModal draft={store.ui.request} />
    </DrawnSuspense>
  );
});

export default RequestHost;
