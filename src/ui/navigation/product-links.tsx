// Every dish card's ?product_id= link, from one context holding its base (domain/deep-link.ts
// productLinkBase), which AppRoutes provides: the push that opens a dish (or closes it) changes no
// card's link and re-renders no card, the context's value being the same string.
import { createContext, useContext } from 'react';

const ProductLinkBase = createContext('/?');

export const ProductLinkBaseProvider = ProductLinkBase.Provider;

/** The link that opens this dish over the current page. */
export function useProductHref(productId: number): string {
  return `${useContext(ProductLinkBase)}product_id=${productId}`;
}
