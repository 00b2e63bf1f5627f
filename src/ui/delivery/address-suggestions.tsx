// Addresses to pick from: what the geocoder found for the typed text, or the ones used before.
import { useTranslation } from '../use-translation.ts';
import { observer } from 'mobx-react-lite';
import type { AddressSuggestion, SearchState } from '../../stores/address-search.ts';
import { PinIcon } from '../components/icons.tsx';

interface Props {
  search: SearchState;
  recent: AddressSuggestion[];
  onPick: (s: AddressSuggestion) => void;
}

export const AddressSuggestions = observer(function AddressSuggestions({
  search,
  recent,
  onPick,
}: Props) {
  const { t } = useTranslation();
  const items = search.status === 'idle' ? recent : search.items;
  return (
    <div className="delivery-suggestions" aria-live="polite">
      {search.status === 'idle' && recent.length > 0 && (
        <p className="delivery-suggestions__caption">{t('delivery.address.recent')}</p>
      )}
      {search.status === 'loading' && items.length === 0 && (
        <p className="delivery-suggestions__caption">{t('delivery.address.searching')}</p>
      )}
      {search.status === 'done' && items.length === 0 && (
        <p className="delivery-suggestions__caption">{t('delivery.address.nothing')}</p>
      )}
      {items.length > 0 && (
        <ul className="delivery-suggestions__list">
          {items.map((s) => (
            <li key={`${s.title}|${s.subtitle}`}>
              <button
                type="button"
                className="delivery-suggestion"
                onClick={() => onPick(s)}
                data-testid="address-suggestion"
              >
                <PinIcon size={18} />
                <span>
                  <span className="delivery-suggestion__title">{s.title}</span>
                  <span className="delivery-suggestion__subtitle">{s.subtitle}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
