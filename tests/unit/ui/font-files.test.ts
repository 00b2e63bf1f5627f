import { expect, it } from 'vitest';
import { FAMILIES } from '../../../src/ui/shell/fonts.ts';
import { SHIPPED_FONTS } from '../../../src/domain/fonts.ts';

it("the browser's font files are the families and weights the domain (and the server) ship", () => {
  const files = Object.fromEntries(
    Object.entries(FAMILIES).map(([family, weights]) => [family, Object.keys(weights).map(Number)]),
  );
  expect(files).toEqual(SHIPPED_FONTS);
});
