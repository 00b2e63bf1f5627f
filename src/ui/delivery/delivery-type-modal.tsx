// The delivery-type modal of SPEC.md §2: delivery, pickup or a table, from settings.shipping_methods.
// 'Бронь столика' (wcso_booking) opens the booking modal instead of the address/place choice.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { KindIcon } from './delivery-icons.tsx';
import { ScanTableButton } from './scan-table-button.tsx';

export const DeliveryTypeModal = observer(function DeliveryTypeModal() {
  const { delivery, ui } = useStores();
  const { t } = useTranslation();
  return (
    <Modal open onClose={() => ui.close()} title={t('delivery.typeTitle')}>
      <ul className="delivery-types">
        {delivery.types.map((type) => (
          <li key={type.id}>
            <button
              type="button"
              className="delivery-type"
              // A table booking is a visit, not a way to receive the cart: it has its own modal.
              onClick={() =>
                type.type === 'wcso_booking' ? ui.open('booking') : delivery.openChooser(type.id)
              }
              data-testid="delivery-type"
            >
              <span className="delivery-type__icon">
                <KindIcon kind={type.kind} />
              </span>
              <span>
                <span className="delivery-type__name">{type.name}</span>
                <span className="delivery-type__hint">
                  {t(`delivery.hint.${type.type === 'wcso_booking' ? 'booking' : type.kind}`)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ScanTableButton />
    </Modal>
  );
});
