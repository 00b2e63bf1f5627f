// A signed-in customer's saved addresses, offered first where a delivery address is chosen (the
// address sheet, checkout): one tap makes one the delivery address. Each says whether the shop
// delivers there now — another city is explained (menu and prices change), an address outside
// every zone or without a point is shown with the SPEC.md §5 reason and cannot be picked.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { TFunction } from 'i18next';
import type { SavedChoice } from '../../stores/saved-addresses-store.ts';
import type { SavedAddress } from '../../domain/saved-address.ts';
import { normalizeDetails, type AddressDetails } from '../../domain/address-details.ts';
import { useStores } from '../store-context.tsx';
import { PinIcon } from '../components/icons.tsx';
import { PROBLEM_KEY } from './delivery-quote.tsx';
import './address-sheet.css';

/** 'кв. 12, подъезд 2, этаж 5, домофон 12К' in the customer's language, or 'Частный дом'. */
export function detailsSummary(t: TFunction, details: Partial<AddressDetails>): string {
  const d = normalizeDetails(details);
  if (d.privateHouse) return t('address.privateHouse');
  return [
    d.flat && t('address.short.flat', { value: d.flat }),
    d.entrance && t('address.short.entrance', { value: d.entrance }),
    d.floor && t('address.short.floor', { value: d.floor }),
    d.intercom && t('address.short.intercom', { value: d.intercom }),
  ]
    .filter(Boolean)
    .join(', ');
}

interface Props {
  choices: SavedChoice[];
  onPick: (address: SavedAddress) => void;
}

export const SavedAddressList = observer(function SavedAddressList({ choices, onPick }: Props) {
  const { delivery } = useStores();
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  const cityName = (warehouseId: string) =>
    delivery.cities.find((c) => c.warehouse_id === warehouseId)?.name ?? '';
  return (
    <section className="saved-addresses" aria-labelledby="saved-addresses-title">
      <h3 className="saved-addresses__title" id="saved-addresses-title">
        {t('address.saved.title')}
      </h3>
      <ul className="saved-addresses__list">
        {choices.map(({ address: a, fit, inUse }) => {
          const usable = fit.kind === 'ok' || fit.kind === 'checking';
          const details = detailsSummary(t, a);
          const note =
            fit.kind === 'problem'
              ? t(PROBLEM_KEY[fit.problem])
              : fit.kind === 'checking'
                ? t('address.saved.checking')
                : fit.otherCity
                  ? t('address.saved.otherCity', { city: cityName(fit.warehouseId) || a.city })
                  : '';
          return (
            <li key={a.id}>
              <button
                type="button"
                className={`saved-address${inUse ? ' is-active' : ''}`}
                onClick={() => onPick(a)}
                disabled={!usable}
                aria-pressed={inUse}
                data-testid="saved-address"
              >
                <PinIcon size={18} />
                <span className="saved-address__text">
                  <span className="saved-address__name">
                    {a.name}
                    {a.isDefault && (
                      <span className="saved-address__badge">{t('address.saved.default')}</span>
                    )}
                  </span>
                  <span className="saved-address__line">{a.address}</span>
                  {details && <span className="saved-address__details">{details}</span>}
                  {note && (
                    <span
                      className={`saved-address__note${fit.kind === 'problem' ? ' is-problem' : ''}`}
                      data-testid="saved-address-note"
                    >
                      {note}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
