// routeNameOf and preloadRoute share the last address's route matches (ui/router.tsx): an address
// always gets its own route, whatever was asked before it.
import { describe, expect, it } from 'vitest';
import { routeNameOf } from '../../../src/ui/router.tsx';

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
