// The simplified_order call-back request (server/booking/callback-request-routes.ts; SPEC.md §4 "With
// simplified_order, only a request modal opens"), sent once per key.
import * as v from 'valibot';
import { numeric, looseObject } from '../domain/model-fields.ts';
import { postOnce, type ApiClient } from './client.ts';

const requestSchema = looseObject({
  id: numeric,
  status: v.fallback(v.string(), 'new'),
  name: v.fallback(v.string(), ''),
  phone: v.fallback(v.string(), ''),
});
export type SentRequest = v.InferOutput<typeof requestSchema>;

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
