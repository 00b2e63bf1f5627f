// The city-acceptance modal of SPEC.md §2: "Ваш город — Москва?" before the first address.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { PinIcon } from '../components/icons.tsx';

export const CityModal = observer(function CityModal() {
  const { delivery, ui } = useStores();
  const { t } = useTranslation();
  const guess = delivery.city;
  const accept = (warehouseId: string) => {
    delivery.acceptCity(warehouseId);
    ui.open('delivery-type');
  };
  return (
    <Modal open onClose={() => ui.close()} title={t('delivery.city.title')}>
      <div className="delivery-city">
        <PinIcon size={32} />
        <p className="delivery-city__question">
          {t('delivery.city.question', { city: guess?.name ?? '' })}
        </p>
        {guess && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => accept(guess.warehouse_id)}
            data-testid="city-yes"
            data-autofocus
          >
            {t('delivery.city.yes')}
          </button>
        )}
        <p className="delivery-field__label">{t('delivery.city.other')}</p>
        <div className="delivery-cities">
          {delivery.cities
            .filter((c) => c.warehouse_id !== guess?.warehouse_id)
            .map((c) => (
              <button
                key={c.warehouse_id}
                type="button"
                className="chip"
                onClick={() => accept(c.warehouse_id)}
                data-testid="city-option"
              >
                {c.name}
              </button>
            ))}
        </div>
      </div>
    </Modal>
  );
});
