// The picture that is likely a page's largest paint, preloaded by the server's HTML with high
// priority: an opened product's photo, a banner, or the first card of the first shelf.
import type { RootStore } from '../stores/root-store.ts';
import type { Product } from '../domain/model.ts';
import { allProducts } from '../stores/catalog-store.ts';

const SHELF_ROUTES = /^(menu-|catalog-|categories-id|brands-slug)/;

export function lcpImageOf(store: RootStore, routeName: string, product: Product | null): string {
  const url = (image: string | undefined) => (image ? store.api.client.url(image) : '');
  if (product) return url(product.images[0]);
  if (routeName === 'index' || routeName === 'slug') {
    const banner = store.banners.home.slider.find((b) => b.image);
    if (banner) return url(banner.image);
    const first = store.catalog.visible.find((c) => c.show_on_home);
    return url(first ? allProducts(first)[0]?.images[0] : undefined);
  }
  if (SHELF_ROUTES.test(routeName)) {
    const shelf = store.catalog.visible.flatMap(allProducts);
    return url(shelf[0]?.images[0]);
  }
  return '';
}
