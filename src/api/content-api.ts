// The shop's content screens beyond the CMS posts: brands (/wp-json/v1/brands) and the photo
// gallery (restoran/v1/gallery). A list the backend cannot give reads as empty.
import * as v from 'valibot';
import { looseObject, object } from '../domain/model-fields.ts';
import type { ApiClient } from './client.ts';

export const brandsSchema = v.fallback(
  v.array(
    looseObject({
      id: v.number(),
      slug: v.string(),
      name: v.string(),
      description: v.fallback(v.string(), ''),
      image: v.fallback(v.string(), ''),
    }),
  ),
  [],
);
export type Brand = v.InferOutput<typeof brandsSchema>[number];

export const gallerySchema = object({ images: v.fallback(v.array(v.string()), []) });
export type Gallery = v.InferOutput<typeof gallerySchema>;

export function contentApi(client: ApiClient) {
  return {
    brands: () => client.request('/wp-json/v1/brands', brandsSchema),
    gallery: () => client.request('/wp-json/restoran/v1/gallery/1', gallerySchema),
  };
}
