// 'Сканировать QR-код стола': inside Telegram its QR scanner reads the code on the table (the
// website needs no button: the phone's camera opens the code's link, /?table=…).
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { seatAtTable, tableFromScan } from '../shell/table-link.ts';
import { TableIcon } from './delivery-icons.tsx';

export const ScanTableButton = observer(function ScanTableButton() {
  const store = useStores();
  const { t } = useTranslation();
  const scan = store.platform.scanQr;
  const eatIn = store.settings.shippingMethods.some((m) => m.type === 'restaurants');
  if (!scan || !eatIn) return null;
  const onScan = async () => {
    const text = await scan(t('delivery.table.scanPrompt'), (qr) => tableFromScan(qr) !== null);
    const ref = text ? tableFromScan(text) : null;
    if (ref && seatAtTable(store, ref)) store.ui.close();
  };
  return (
    <button
      type="button"
      className="delivery-book"
      onClick={() => void onScan()}
      data-testid="scan-table"
    >
      <TableIcon size={20} />
      <span className="delivery-book__text">
        <span className="delivery-book__name">{t('delivery.table.scan')}</span>
        <span className="delivery-book__hint">{t('delivery.table.scanHint')}</span>
      </span>
    </button>
  );
});
