// The current delivery choice under the header ('Доставка · ул. Покровка, 17', 'Самовывоз · …' or
// 'Укажите адрес'); a tap opens the choice. It also hosts the delivery modals and the settings button.
import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { ChevronDownIcon } from '../components/icons.tsx';
import { GearIcon, KindIcon } from './delivery-icons.tsx';
import { lazyWithRetry } from '../lazy-with-retry.ts';
import type { ModalName } from '../../stores/ui-store.ts';
import { DrawnSuspense } from '../hydration-signal.tsx';

const DeliveryLayer = lazy(() => lazyWithRetry(() => import('./delivery-layer.tsx')));
const DELIVERY_MODALS: ModalName[] = [
  'city-acceptance',
  'delivery-type',
  'receipt-address',
  'popups',
  'settings',
];

export const DeliveryBar = observer(function DeliveryBar() {
  const { delivery, ui } = useStores();
  const { t } = useTranslation();
  const location = delivery.location;
  const method =
    delivery.method?.name ?? delivery.types.find((x) => x.kind === delivery.kind)?.name ?? '';
  // One sheet: the way to receive, then the address (the city follows from it).
  const open = () => delivery.openChooser();
  return (
    <div className="delivery-bar">
      <div className="delivery-bar__inner">
        <button
          type="button"
          className="delivery-bar__choice"
          onClick={open}
          data-testid="delivery-bar"
        >
          {/* The name says what the button does and then what it shows (a label hiding the visible
              text would not match what a voice-control user reads on it). */}
          <span className="visually-hidden">{t('delivery.change')}: </span>
          <span className="delivery-bar__icon">
            <KindIcon kind={delivery.kind} size={18} />
          </span>
          {location ? (
            <span className="delivery-bar__text">
              <strong>{method}</strong> · {location.title}
            </span>
          ) : (
            <span className="delivery-bar__text delivery-bar__text--empty">
              {t('delivery.choose')}
            </span>
          )}
          <ChevronDownIcon size={18} />
        </button>
        <button
          type="button"
          className="icon-btn delivery-bar__settings"
          onClick={() => ui.open('settings')}
          aria-label={t('delivery.settings.open')}
          data-testid="settings-open"
        >
          <GearIcon size={18} />
        </button>
      </div>
      {ui.modal && DELIVERY_MODALS.includes(ui.modal) && (
        <DrawnSuspense fallback={null}>
          <DeliveryLayer />
        </DrawnSuspense>
      )}
    </div>
  );
});
