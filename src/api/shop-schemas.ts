// The schemas of the calls in shop-api.ts, loaded with the first of them (a server-rendered page
// starts from the settings it carries: its home page fetches none of these).
import * as z from 'zod/mini';
import { userSchema } from './user-schema.ts';

export { settingsSchema, templatesSchema } from '../domain/settings-model.ts';

export const postSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  date: z.catch(z.string(), ''),
  title: z.object({ rendered: z.string() }),
  excerpt: z.catch(z.object({ rendered: z.string() }), { rendered: '' }),
  content: z.catch(z.object({ rendered: z.string() }), { rendered: '' }),
  featured_image: z.catch(z.string(), ''),
});
export type Post = z.infer<typeof postSchema>;

/** A gallery of photos; the list of the shop's galleries is the reference backend's (README). */
export const gallerySchema = z.looseObject({
  id: z.catch(z.coerce.number(), 0),
  title: z.catch(z.string(), ''),
  images: z.catch(z.array(z.string()), []),
});
export type Gallery = z.infer<typeof gallerySchema>;

export const brandSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.catch(z.string(), ''),
  image: z.catch(z.string(), ''),
});
export type Brand = z.infer<typeof brandSchema>;

export const sendCodeSchema = z.looseObject({
  success: z.boolean(),
  resend_in: z.catch(z.number(), 30),
});
export const checkCodeSchema = z.object({ token: z.string(), user_id: z.coerce.number() });
export const currentUserSchema = z.pipe(
  z.object({ status: z.literal('success'), data: z.object({ data: userSchema }) }),
  z.transform((r) => r.data.data),
);
export const anyList = z.array(z.unknown());
export const anything = z.unknown();
export const posts = z.array(postSchema);
export const galleries = z.array(gallerySchema);
export const brands = z.catch(z.array(brandSchema), []);
