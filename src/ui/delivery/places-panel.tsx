// Pickup points or restaurants, on the map and as a list to choose from; the city's chips only
// when the shop has places in more than one. With the restaurants lives the table booking (issue
// 13 item 5): 'Забронировать столик' books a visit at the restaurant chosen here.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { MapView } from './map-view.tsx';
import { TableIcon } from './delivery-icons.tsx';
import { bookingRestaurants } from '../../domain/booking.ts';

interface Props {
  methodId: string;
  /** The shop offers booking but no ordering in the restaurant: the list only books. */
  bookingOnly: boolean;
  /** A table can be booked. */
  bookable: boolean;
}

export const PlacesPanel = observer(function PlacesPanel({
  methodId,
  bookingOnly,
  bookable,
}: Props) {
  const { delivery, ui, platform, settings } = useStores();
  const { t } = useTranslation();
  const all = delivery.placesOf(methodId);
  const cityIds = [...new Set(all.map((p) => p.warehouseId))];
  const current = delivery.shippingMethodId === methodId ? delivery.location?.pointId : null;
  const [cityId, setCityId] = useState(
    all.find((p) => p.id === current)?.warehouseId ??
      (cityIds.includes(delivery.city?.warehouse_id ?? '')
        ? delivery.city!.warehouse_id
        : cityIds[0]),
  );
  const city = delivery.cities.find((c) => c.warehouse_id === cityId) ?? delivery.city;
  const places = all.filter((p) => p.warehouseId === cityId);
  const lounge = places[0]?.kind === 'lounge';
  const [chosenId, setChosenId] = useState(
    places.find((p) => p.id === current)?.id ?? places[0]?.id ?? null,
  );
  const chosen = places.find((p) => p.id === chosenId) ?? null;
  const bookingHere = bookable
    ? (bookingRestaurants(settings.shippingMethods).find((r) => r.id === chosen?.id) ?? null)
    : null;
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
  const chooseCity = (id: string) => {
    setCityId(id);
    setChosenId(all.find((p) => p.warehouseId === id)?.id ?? null);
  };
  return (
    <div className="delivery-places">
      {cityIds.length > 1 && (
        <div className="delivery-cities" role="group" aria-label={t('delivery.city.label')}>
          {cityIds.map((id) => (
            <button
              key={id}
              type="button"
              className={`chip${id === cityId ? ' active' : ''}`}
              aria-pressed={id === cityId}
              onClick={() => chooseCity(id)}
              data-testid="city-option"
            >
              {delivery.cities.find((c) => c.warehouse_id === id)?.name ?? id}
            </button>
          ))}
        </div>
      )}
      {places.length === 0 ? (
        <p className="delivery-empty">{t('delivery.places.empty')}</p>
      ) : (
        <>
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
              <label key={p.id} className="choice-card" data-testid="place-option">
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
        </>
      )}
      <div className="delivery-actions delivery-actions--stack">
        {!bookingOnly && (
          <button
            type="button"
            className="btn btn--primary delivery-actions__confirm"
            onClick={confirm}
            disabled={!chosen}
            data-testid="place-confirm"
          >
            {t(lounge ? 'delivery.places.confirmLounge' : 'delivery.places.confirmPickup')}
          </button>
        )}
        {lounge && bookingHere && (
          <button
            type="button"
            className={`btn ${bookingOnly ? 'btn--primary' : 'btn--secondary'} delivery-actions__confirm`}
            onClick={() => ui.openBooking(bookingHere.id)}
            data-testid="receipt-booking"
          >
            <TableIcon size={18} />
            {t('address.bookTable')}
          </button>
        )}
      </div>
    </div>
  );
});
