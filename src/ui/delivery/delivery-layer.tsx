// Renders whichever delivery modal is open (SPEC.md §2 Modals: popups, settings, and the
// receipt/address prompt, which is also where the city acceptance and the delivery type are
// chosen now — one sheet, issue 13 item 5). A lazy chunk itself (see delivery-bar.tsx); the
// address sheet with its map is one more, loaded when it first opens.
import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { PopupsModal } from './popups-modal.tsx';
import { SettingsModal } from './settings-modal.tsx';
import { DrawnSuspense } from '../hydration-signal.tsx';

const ReceiptModal = lazy(() => lazyWithRetry(() => import('./receipt-modal.tsx')));

const DeliveryLayer = observer(function DeliveryLayer() {
  const { ui } = useStores();
  switch (ui.modal) {
    case 'city-acceptance':
    case 'delivery-type':
    case 'receipt-address':
      return (
        <DrawnSuspense fallback={null}>
          <ReceiptModal />
        </DrawnSuspense>
      );
    case 'popups':
      return <PopupsModal />;
    case 'settings':
      return <SettingsModal />;
    default:
      return null;
  }
});

export default DeliveryLayer;
