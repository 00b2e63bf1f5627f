import { expect, it } from 'vitest';
import { productLinkBase } from '../../../src/domain/deep-link';

it.each([
  ['/', '', '/?'],
  ['/menu/pizza', '', '/menu/pizza?'],
  ['/menu/pizza', '?product_id=12', '/menu/pizza?'],
  [
    '/search',
    '?q=%D0%BF%D0%B8%D1%86%D1%86%D0%B0&product_id=12',
    '/search?q=%D0%BF%D0%B8%D1%86%D1%86%D0%B0&',
  ],
  ['/menu/pizza', '?sort=price&lang=en', '/menu/pizza?sort=price&lang=en&'],
  ['/', '?product_id=12&lang=en', '/?lang=en&'],
])('a dish link on %s%s starts %s', (pathname, search, base) => {
  expect(productLinkBase(pathname, search)).toBe(base);
});

it('the same page with a dish open gives its cards the same links', () => {
  expect(productLinkBase('/menu/pizza', '?sort=price&product_id=7')).toBe(
    productLinkBase('/menu/pizza', '?sort=price'),
  );
});
