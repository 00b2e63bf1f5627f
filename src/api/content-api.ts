// The shop's content screens beyond the CMS posts: brands (/wp-json/v1/brands) and the photo
// gallery (restoran/v1/gallery). A list the backend cannot give reads as empty.
import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';

export const brandsSchema = z.catch(
  z.array(
    z.looseObject({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      description: z.catch(z.string(), ''),
      image: z.catch(z.string(), ''),
    }),
  ),
  [],
);
export type Brand = z.infer<typeof brandsSchema>[number];

export const gallerySchema = z.object({ images: z.catch(z.array(z.string()), []) });
export type Gallery = z.infer<typeof gallerySchema>;

export function contentApi(client: ApiClient) {
  return {
    brands: () => client.request('/wp-json/v1/brands', brandsSchema),
    gallery: () => client.request('/wp-json/restoran/v1/gallery/1', gallerySchema),
  };
}
