// Delivery calls of SPEC.md §7 (avaible_time) and the ones it leaves to the backend's design: the
// address search of the address modal and a fresh stock check for the cart.
import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';

const lonLat = z.tuple([z.number(), z.number()]);

export const suggestionSchema = z.object({
  title: z.string(),
  subtitle: z.catch(z.string(), ''),
  coords: lonLat,
  city: z.catch(z.string(), ''),
});
export type AddressSuggestion = z.infer<typeof suggestionSchema>;

const slotSchema = z.looseObject({
  date: z.string(),
  text: z.string(),
  time_from: z.catch(z.string(), ''),
  time_to: z.catch(z.string(), ''),
  day: z.catch(z.string(), ''),
});
export type TimeSlot = z.infer<typeof slotSchema>;

const stockSchema = z.array(
  z.object({ id: z.number(), quantity: z.coerce.number(), in_stock: z.catch(z.boolean(), true) }),
);

export function deliveryApi(client: ApiClient) {
  return {
    /** Addresses matching what the customer typed, in the chosen city. */
    suggest: (q: string, city: string) =>
      client.request(
        '/wp-json/geo/v1/suggest',
        z.pipe(
          z.array(z.unknown()),
          z.transform((items) =>
            items.flatMap((item) => {
              const parsed = suggestionSchema.safeParse(item);
              return parsed.success ? [parsed.data] : [];
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
        z.looseObject({ start_list: z.catch(z.array(slotSchema), []) }),
        {
          query: {
            stock_id: stockId,
            shipping_method: shippingMethod,
            zone,
            lang: lang === 'ru' ? undefined : lang,
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
