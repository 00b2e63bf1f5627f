// routeNameOf and preloadRoute share the last address's route matches (ui/router.tsx): an address
// always gets its own route, whatever was asked before it.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { branchOf, routeNameOf, routes } from '../../../src/ui/router.tsx';

describe('routeNameOf', () => {
  it('names each address by its own route, asked again and in turn', () => {
    const asked = ['/', '/menu/pizza', '/menu/pizza/classic/margherita', '/blog', '/menu/pizza'];
    const names = asked.map(routeNameOf);
    expect(names).toEqual([
      'index',
      'menu-categories',
      'menu-categories-subcategory-product',
      'blog',
      'menu-categories',
    ]);
    expect([...asked].reverse().map(routeNameOf)).toEqual([...names].reverse());
  });
});

describe('branchOf', () => {
  // AppRoutes gives useRoutes the routes an address matched; it must find exactly what the whole
  // table gives: the same route objects, parameters and matched paths.
  it.each([
    '/',
    '/menu/pizza',
    '/menu/pizza/',
    '/menu/pizza/classic',
    '/menu/pizza/classic/margherita',
    '/menu/%D0%BF%D0%B8%D1%86%D1%86%D0%B0/%D0%BA%D0%BB%D0%B0%D1%81%D1%81%D0%B8%D0%BA%D0%B0',
    '/pizza',
    '/gallery',
    '/blog',
    '/blog/new-menu',
    '/order/42',
    '/catalog/7/menu/rolls',
    '/categories/3/subcategories/9',
    '/lk',
    '/lk/orders',
    '/lk/somewhere-else',
    '/no/such/address/at-all',
  ])('%s', (pathname) => {
    const whole = matchRoutes(routes, pathname)!;
    const cut = matchRoutes(branchOf(pathname), pathname)!;
    expect(cut).toHaveLength(whole.length);
    cut.forEach((m, i) => {
      expect(m.route.element).toBe(whole[i]!.route.element);
      expect(m.route.handle).toBe(whole[i]!.route.handle);
    });
    expect(cut.map((m) => [m.params, m.pathname, m.pathnameBase])).toEqual(
      whole.map((m) => [m.params, m.pathname, m.pathnameBase]),
    );
    expect(branchOf(pathname)).toBe(branchOf(pathname));
  });
});
