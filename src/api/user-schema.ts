// The signed-in customer as the backend sends them (GET system/users, account calls), and as the
// user store keeps them on the device (stores/stored-fields.ts).
import * as z from 'zod/mini';

export const userSchema = z.looseObject({
  ID: z.coerce.number(),
  display_name: z.catch(z.string(), ''),
  first_name: z.catch(z.string(), ''),
  last_name: z.catch(z.string(), ''),
  phone: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  birth: z.catch(z.string(), ''),
});
export type User = z.infer<typeof userSchema>;
