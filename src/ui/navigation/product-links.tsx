// A dish's link is the page's own address with ?product_id= (SPEC.md §2: the product opens over the
// page it was chosen on). Every card builds it from one context holding that address without
// product_id, so the push that opens a dish (or closes it) changes no card's link and re-renders no
// card: the context's value is a string, the same string while only product_id changes.
import { createContext, useContext } from 'react';

const ProductLinkBase = createContext('/?');

export const ProductLinkBaseProvider = ProductLinkBase.Provider;

/** The page's address without product_id, ready for one more parameter ('/menu/pizza?', '/?sort=price&'). */
export function productLinkBase(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('product_id');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}&` : `${pathname}?`;
}

/** The link that opens this dish over the current page. */
export function useProductHref(productId: number): string {
  return `${useContext(ProductLinkBase)}product_id=${productId}`;
}
