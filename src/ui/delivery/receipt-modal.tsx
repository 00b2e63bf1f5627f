// The address flow as ONE sheet (issue 13 item 5; SPEC.md §2 "receipt/address prompt"): the way to
// receive at the top (delivery, pickup, in the restaurant), then the address — the city follows
// from it — or the pickup point, or the restaurant, where a table can be booked too. No separate
// city or delivery-type step before it, and no popup on top of it (an open modal: UiStore.busy). Its
// own chunk: the map loads only when it opens.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { AddressPanel } from './address-panel.tsx';
import { PlacesPanel } from './places-panel.tsx';
import { KindIcon } from './delivery-icons.tsx';
import { ScanTableButton } from './scan-table-button.tsx';
import './address-sheet.css';

const ReceiptModal = observer(function ReceiptModal() {
  const { delivery, ui } = useStores();
  const { t } = useTranslation();
  // A booking is a visit, not a way to receive the cart: it lives with the restaurants.
  const types = delivery.types.filter((x) => x.type !== 'wcso_booking');
  const booking = delivery.types.find((x) => x.type === 'wcso_booking') ?? null;
  const withLounge = types.some((x) => x.kind === 'lounge');
  const tabs = withLounge || !booking ? types : [...types, booking];
  const [methodId, setMethodId] = useState(
    delivery.draftMethodId ?? delivery.shippingMethodId ?? tabs[0]?.id ?? null,
  );
  const type = tabs.find((x) => x.id === methodId) ?? tabs[0] ?? null;
  return (
    <Modal open onClose={() => ui.close()} title={t('delivery.title')}>
      {tabs.length > 1 && (
        <div className="delivery-tabs" role="tablist" aria-label={t('delivery.typeTitle')}>
          {tabs.map((x) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              id={`receive-tab-${x.id}`}
              aria-controls="receive-panel"
              aria-selected={x.id === type?.id}
              className="delivery-tabs__tab"
              onClick={() => setMethodId(x.id)}
              data-testid="delivery-tab"
            >
              <KindIcon kind={x.kind} size={18} />
              {x.type === 'restaurants' || x.type === 'wcso_booking'
                ? t('address.inRestaurant')
                : x.name}
            </button>
          ))}
        </div>
      )}
      {/* Inside Telegram: seated at a table by its QR code (issue 18). */}
      <ScanTableButton />
      <div
        id="receive-panel"
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={type && tabs.length > 1 ? `receive-tab-${type.id}` : undefined}
      >
        {type?.kind === 'delivery' && <AddressPanel key={type.id} methodId={type.id} />}
        {type && type.kind !== 'delivery' && (
          <PlacesPanel
            key={type.id}
            methodId={type.id}
            bookingOnly={type.type === 'wcso_booking'}
            bookable={booking !== null}
          />
        )}
      </div>
    </Modal>
  );
});

export default ReceiptModal;
