// The schemas of the calls in shop-api.ts, loaded with the first of them (a server-rendered page
// starts from the settings it carries: its home page fetches none of these).
import * as v from 'valibot';
import { numeric, looseObject, object } from '../domain/model-fields.ts';
import { userSchema } from './user-schema.ts';

export { settingsSchema, templatesSchema } from '../domain/settings-model.ts';

export const postSchema = looseObject({
  id: v.number(),
  slug: v.string(),
  date: v.fallback(v.string(), ''),
  title: object({ rendered: v.string() }),
  excerpt: v.fallback(object({ rendered: v.string() }), { rendered: '' }),
  content: v.fallback(object({ rendered: v.string() }), { rendered: '' }),
  featured_image: v.fallback(v.string(), ''),
});
export type Post = v.InferOutput<typeof postSchema>;

/** A gallery of photos; the list of the shop's galleries is the reference backend's (README). */
export const gallerySchema = looseObject({
  id: v.fallback(numeric, 0),
  title: v.fallback(v.string(), ''),
  images: v.fallback(v.array(v.string()), []),
});
export type Gallery = v.InferOutput<typeof gallerySchema>;

export const brandSchema = looseObject({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.fallback(v.string(), ''),
  image: v.fallback(v.string(), ''),
});
export type Brand = v.InferOutput<typeof brandSchema>;

export const sendCodeSchema = looseObject({
  success: v.boolean(),
  resend_in: v.fallback(v.number(), 30),
});
export const checkCodeSchema = object({ token: v.string(), user_id: numeric });
export const currentUserSchema = v.pipe(
  object({ status: v.literal('success'), data: object({ data: userSchema }) }),
  v.transform((r) => r.data.data),
);
export const anyList = v.array(v.unknown());
export const anything = v.unknown();
export const posts = v.array(postSchema);
export const galleries = v.array(gallerySchema);
export const brands = v.fallback(v.array(brandSchema), []);
