// Delivery calls of SPEC.md §7 (avaible_time) and the ones it leaves to the backend's design: the
// address search of the address modal and a fresh stock check for the cart.
import * as v from 'valibot';
import { numeric, looseObject, object } from '../domain/model-fields.ts';
import { langParam, type ApiClient } from './client.ts';

const lonLat = v.tuple([v.number(), v.number()]);

export const suggestionSchema = object({
  title: v.string(),
  subtitle: v.fallback(v.string(), ''),
  coords: lonLat,
  city: v.fallback(v.string(), ''),
});
export type AddressSuggestion = v.InferOutput<typeof suggestionSchema>;

const slotSchema = looseObject({
  date: v.string(),
  text: v.string(),
  time_from: v.fallback(v.string(), ''),
  time_to: v.fallback(v.string(), ''),
  day: v.fallback(v.string(), ''),
});
export type TimeSlot = v.InferOutput<typeof slotSchema>;

const stockSchema = v.array(
  object({ id: v.number(), quantity: numeric, in_stock: v.fallback(v.boolean(), true) }),
);

export function deliveryApi(client: ApiClient) {
  return {
    /** Addresses matching what the customer typed, in the chosen city. */
    suggest: (q: string, city: string) =>
      client.request(
        '/wp-json/geo/v1/suggest',
        v.pipe(
          v.array(v.unknown()),
          v.transform((items) =>
            items.flatMap((item) => {
              const parsed = v.safeParse(suggestionSchema, item);
              return parsed.success ? [parsed.output] : [];
            }),
          ),
        ),
        { query: { q, city } },
      ),
    /** The address at a point ('Use my location'); 404 when no address is known near it. */
    reverse: (lat: number, lon: number) =>
      client.request('/wp-json/geo/v1/reverse', suggestionSchema, { query: { lat, lon } }),
    /** SPEC.md §7 avaible_time: delivery or pickup slots of a stock. */
    availableTime: (
      stockId: string,
      shippingMethod: 'delivery' | 'pickup' | 'lounge',
      zone: string | null,
      lang: string,
    ) =>
      client.request(
        '/wp-json/checkout/avaible_time',
        looseObject({ start_list: v.fallback(v.array(slotSchema), []) }),
        {
          query: {
            stock_id: stockId,
            shipping_method: shippingMethod,
            zone,
            lang: langParam(lang),
          },
        },
      ),
    /** Units of each product the warehouse holds now. */
    stock: (ids: number[], warehouseId: string) =>
      client.request('/wp-json/wc/v3/stock', stockSchema, {
        query: { ids: ids.join(','), warehouse: warehouseId },
      }),
  };
}

export type DeliveryApi = ReturnType<typeof deliveryApi>;
