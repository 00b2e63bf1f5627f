// The simplified_order call-back request (server/booking/callback-request-routes.ts; SPEC.md §4 "With
// simplified_order, only a request modal opens"), sent once per key.
import * as z from 'zod/mini';
import { postOnce, type ApiClient } from './client.ts';

const requestSchema = z.looseObject({
  id: z.coerce.number(),
  status: z.catch(z.string(), 'new'),
  name: z.catch(z.string(), ''),
  phone: z.catch(z.string(), ''),
});
export type SentRequest = z.infer<typeof requestSchema>;

export interface RequestBody {
  name: string;
  phone: string;
  comment: string;
  products: { product_id: number }[];
  stock_id: string;
  platform: 'site' | 'telegram';
}

export function requestApi(client: ApiClient) {
  return {
    send: (body: RequestBody, key: string) =>
      postOnce(client, '/wp-json/v1/request', requestSchema, body, key),
  };
}
