// The popups modal (SPEC.md §4 Popups): the shop's announcements and the work-time notice
// 'Мы работаем с X до Y', one at a time, as PopupStore queues them.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { Modal } from '../components/modal.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { ShopImage } from '../components/shop-image.tsx';
import { ClockIcon } from './delivery-icons.tsx';

export const PopupsModal = observer(function PopupsModal() {
  const store = useStores();
  const { t } = useTranslation();
  const entry = store.popups.shown;
  if (!entry) return null;
  const close = () => store.popups.close();
  const title =
    entry.kind === 'work-time'
      ? t('delivery.workTime.title')
      : entry.popup.title || store.settings.shopName;
  return (
    <Modal open onClose={close} title={title}>
      <div className="delivery-popup" data-testid="popup">
        {entry.kind === 'work-time' ? (
          <>
            <span className="delivery-popup__clock">
              <ClockIcon size={36} />
            </span>
            <p className="delivery-popup__hours">
              {t('delivery.workTime.text', { from: entry.from, to: entry.to })}
            </p>
            <p className="delivery-popup__hint">{t('delivery.workTime.hint')}</p>
          </>
        ) : (
          <>
            <ShopImage className="delivery-popup__image" path={entry.popup.image} size={120} />
            {entry.popup.text && (
              <SafeHtml className="delivery-popup__text" html={entry.popup.text} />
            )}
          </>
        )}
        <button
          type="button"
          className="btn btn--primary"
          onClick={close}
          data-testid="popup-close"
          data-autofocus
        >
          {t('delivery.popup.ok')}
        </button>
      </div>
    </Modal>
  );
});
