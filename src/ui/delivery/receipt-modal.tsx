// The receipt/address prompt of SPEC.md §2: the delivery types as tabs, the city, then the address
// (delivery) or the place (pickup, lounge). A table booking is a visit, not a way to receive the
// cart: no tab, but its own action that opens the booking modal (as 'Бронь столика' does in the
// delivery-type modal), so a returning visitor, whom the delivery bar brings here, can book too.
// Its own chunk: the map loads only when it opens.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { AddressPanel } from './address-panel.tsx';
import { PlacesPanel } from './places-panel.tsx';
import { KindIcon, TableIcon } from './delivery-icons.tsx';
import { ScanTableButton } from './scan-table-button.tsx';
import { ChevronDownIcon } from '../components/icons.tsx';

const ReceiptModal = observer(function ReceiptModal() {
  const { delivery, ui } = useStores();
  const { t } = useTranslation();
  const types = delivery.types.filter((x) => x.type !== 'wcso_booking');
  const bookable = delivery.types.some((x) => x.type === 'wcso_booking');
  const [methodId, setMethodId] = useState(
    delivery.draftMethodId ?? delivery.shippingMethodId ?? types[0]?.id ?? null,
  );
  const type = types.find((x) => x.id === methodId) ?? types[0] ?? null;
  const [cityId, setCityId] = useState(delivery.city?.warehouse_id ?? null);
  const city = delivery.cities.find((c) => c.warehouse_id === cityId) ?? delivery.city;
  return (
    <Modal open onClose={() => ui.close()} title={t('delivery.title')}>
      {types.length > 1 && (
        <div className="delivery-tabs" role="tablist" aria-label={t('delivery.typeTitle')}>
          {types.map((x) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              aria-selected={x.id === type?.id}
              className="delivery-tabs__tab"
              onClick={() => setMethodId(x.id)}
              data-testid="delivery-tab"
            >
              <KindIcon kind={x.kind} size={18} />
              {x.name}
            </button>
          ))}
        </div>
      )}
      {bookable && (
        <button
          type="button"
          className="delivery-book"
          onClick={() => ui.open('booking')}
          data-testid="receipt-booking"
        >
          <TableIcon size={20} />
          <span className="delivery-book__text">
            <span className="delivery-book__name">{t('booking.open')}</span>
            <span className="delivery-book__hint">{t('booking.openHint')}</span>
          </span>
          <ChevronDownIcon size={18} className="delivery-book__chevron" />
        </button>
      )}
      <ScanTableButton />
      {delivery.cities.length > 1 && (
        <div className="delivery-cities" role="group" aria-label={t('delivery.city.label')}>
          {delivery.cities.map((c) => (
            <button
              key={c.warehouse_id}
              type="button"
              className={`chip${c.warehouse_id === city?.warehouse_id ? ' active' : ''}`}
              aria-pressed={c.warehouse_id === city?.warehouse_id}
              onClick={() => setCityId(c.warehouse_id)}
              data-testid="city-option"
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      {type?.kind === 'delivery' && (
        <AddressPanel key={`${type.id}|${city?.warehouse_id}`} methodId={type.id} city={city} />
      )}
      {type && type.kind !== 'delivery' && (
        <PlacesPanel key={`${type.id}|${city?.warehouse_id}`} methodId={type.id} city={city} />
      )}
    </Modal>
  );
});

export default ReceiptModal;
