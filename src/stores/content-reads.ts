// What the content screens read once they open: brands, the gallery, the blog, an information page
// or a post, in the customer's language (the shop's own with translate_only_interface). Each screen keeps its answer in a ScreenLoad; these are the
// actions it loads with. Imported only by those lazy screens.
import type { RootStore } from './root-store.ts';
import { contentApi, type Brand, type Gallery } from '../api/content-api.ts';

export type { Brand, Gallery };

export function contentReadsOf(root: RootStore) {
  const content = contentApi(root.api.client);
  return {
    brands: () => content.brands(),
    gallery: () => content.gallery(),
    blog: () => root.api.blog(root.ui.contentLanguage),
    /** An information page (/information/page/…) or a post, by its slug. */
    article: (slug: string, isPage: boolean) =>
      isPage
        ? root.api.pages(slug, root.ui.contentLanguage)
        : root.api.posts(slug, root.ui.contentLanguage),
  };
}
