// The signed-in customer as the backend sends them (GET system/users, account calls), and as the
// user store keeps them on the device (stores/stored-fields.ts).
import * as v from 'valibot';
import { numeric, looseObject } from '../domain/model-fields.ts';

export const userSchema = looseObject({
  ID: numeric,
  display_name: v.fallback(v.string(), ''),
  first_name: v.fallback(v.string(), ''),
  last_name: v.fallback(v.string(), ''),
  phone: v.fallback(v.string(), ''),
  email: v.fallback(v.string(), ''),
  birth: v.fallback(v.string(), ''),
});
export type User = v.InferOutput<typeof userSchema>;
