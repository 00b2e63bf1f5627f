// Where `npm run prerender` (server/render/prerender.ts) writes a page. The run itself, against the
// demo backend and served by a static file server, is tests/e2e/static-host.spec.ts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile } from '../../server/render/prerender.ts';

describe('pageFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/menu/pizza', 'menu/pizza/index.html'],
    ['/menu/pizza/', 'menu/pizza/index.html'],
    ['/menu/pizza/pizza-classic/margherita', 'menu/pizza/pizza-classic/margherita/index.html'],
    ['/information/page/o-nas?x=1', 'information/page/o-nas/index.html'],
    ['/brands/%D0%B1%D1%80%D0%B5%D0%BD%D0%B4', 'brands/бренд/index.html'],
  ])('%s → %s', (page, file) => expect(pageFile(page)).toBe(path.normalize(file)));

  it.each(['/../etc/passwd', '/menu/%2e%2e/x'])('refuses %s', (page) =>
    expect(() => pageFile(page)).toThrow(),
  );
});
