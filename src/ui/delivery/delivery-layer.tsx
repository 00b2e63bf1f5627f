// Renders whichever delivery modal is open (SPEC.md §2 Modals: city acceptance, delivery type,
// popups, settings, receipt/address prompt). A lazy chunk itself (see delivery-bar.tsx); the
// address modal with its map is one more, loaded when it first opens.
import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../store-context.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import { CityModal } from './city-modal.tsx';
import { DeliveryTypeModal } from './delivery-type-modal.tsx';
import { PopupsModal } from './popups-modal.tsx';
import { SettingsModal } from './settings-modal.tsx';

const ReceiptModal = lazy(() => lazyWithRetry(() => import('./receipt-modal.tsx')));

const DeliveryLayer = observer(function DeliveryLayer() {
  const { ui } = useStores();
  switch (ui.modal) {
    case 'city-acceptance':
      return <CityModal />;
    case 'delivery-type':
      return <DeliveryTypeModal />;
    case 'receipt-address':
      return (
        <Suspense fallback={null}>
          <ReceiptModal />
        </Suspense>
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
