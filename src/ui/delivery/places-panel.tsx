// Pickup points or restaurants of the city, on the map and as a list to choose from.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import type { Location } from '../../domain/model.ts';
import { MapView } from './map-view.tsx';

interface Props {
  methodId: string;
  city: Location | null;
}

export const PlacesPanel = observer(function PlacesPanel({ methodId, city }: Props) {
  const { delivery, ui, platform } = useStores();
  const { t } = useTranslation();
  const places = delivery
    .placesOf(methodId)
    .filter((p) => !city || p.warehouseId === city.warehouse_id);
  const lounge = places[0]?.kind === 'lounge';
  const current = delivery.shippingMethodId === methodId ? delivery.location?.pointId : null;
  const [chosenId, setChosenId] = useState(
    places.find((p) => p.id === current)?.id ?? places[0]?.id ?? null,
  );
  const chosen = places.find((p) => p.id === chosenId) ?? null;
  const confirm = () => {
    if (!chosen) return;
    delivery.choose(chosen.kind, methodId, {
      warehouseId: chosen.warehouseId,
      title: chosen.name,
      zone: null,
      coords: chosen.coords,
      pointId: chosen.id,
      city: city?.name,
    });
    platform.haptics.notify('success');
    ui.close();
  };
  const select = (id: string) => {
    setChosenId(id);
    platform.haptics.selection();
  };
  if (places.length === 0) return <p className="delivery-empty">{t('delivery.places.empty')}</p>;
  return (
    <div className="delivery-places">
      <MapView
        features={delivery.zones.zonesIn(city?.warehouse_id ?? null).map((z) => z.feature)}
        fit="places"
        point={null}
        center={delivery.zones.centerOf(city)}
        places={places.flatMap((p) =>
          p.coords
            ? [{ id: p.id, coords: p.coords, label: p.name, active: p.id === chosenId }]
            : [],
        )}
        onPlace={select}
      />
      <fieldset className="delivery-places__list">
        <legend className="delivery-field__label">
          {t(lounge ? 'delivery.places.lounge' : 'delivery.places.pickup')}
        </legend>
        {places.map((p) => (
          <label
            key={p.id}
            className={`delivery-place${p.id === chosenId ? ' is-active' : ''}`}
            data-testid="place-option"
          >
            <input
              type="radio"
              name={`place-${methodId}`}
              checked={p.id === chosenId}
              onChange={() => select(p.id)}
            />
            <span>
              <span className="delivery-place__name">{p.name}</span>
              <span className="delivery-place__address">
                {[p.address, p.workingTime].filter(Boolean).join(' · ')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="delivery-actions">
        <button
          type="button"
          className="btn btn--primary delivery-actions__confirm"
          onClick={confirm}
          disabled={!chosen}
          data-testid="place-confirm"
        >
          {t(lounge ? 'delivery.places.confirmLounge' : 'delivery.places.confirmPickup')}
        </button>
      </div>
    </div>
  );
});
