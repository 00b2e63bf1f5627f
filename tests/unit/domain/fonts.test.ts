import { describe, expect, it } from 'vitest';
import {
  coreSubsetsFor,
  fontStack,
  fontPackage,
  nearestWeight,
  shippedFamily,
  shopFonts,
} from '../../../src/domain/fonts.ts';

describe('shippedFamily: the shipped family a setting names', () => {
  it.each([
    ['Inter', 'Inter'],
    [' golos   text ', 'Golos Text'],
    ['PT SANS', 'PT Sans'],
    ['Comic Sans Deluxe', null],
    ['', null],
  ])('%j -> %j', (name, family) => {
    expect(shippedFamily(name)).toBe(family);
  });
});

describe('nearestWeight: the shipped weight that serves a wanted one', () => {
  it.each([
    [[400, 600, 800], 400, 400],
    [[400, 600, 800], 700, 800],
    [[400, 600, 800], 500, 600],
    [[400, 700], 600, 700],
    [[400, 700], 800, 700],
    [[400, 700], 300, 400],
  ])('%j, %i -> %i', (available, wanted, weight) => {
    expect(nearestWeight(available, wanted)).toBe(weight);
  });
});

describe('shopFonts: the faces a page loads for main_font and font_headings', () => {
  it.each([
    [
      'Inter',
      'Montserrat',
      [
        ['Inter', 400],
        ['Inter', 600],
        ['Montserrat', 800],
      ],
    ],
    [
      'Rubik',
      'rubik',
      [
        ['Rubik', 400],
        ['Rubik', 600],
        ['Rubik', 800],
      ],
    ],
    [
      'PT Sans',
      'Comic Sans',
      [
        ['PT Sans', 400],
        ['PT Sans', 700],
      ],
    ],
    ['Arial', 'Comic Sans', []],
  ])('%j + %j', (main, headings, faces) => {
    expect(shopFonts(main, headings).map((f) => [f.family, f.weight])).toEqual(faces);
  });
});

describe('coreSubsetsFor and fontPackage', () => {
  it.each([
    ['ru', ['latin', 'cyrillic']],
    ['kk', ['latin', 'cyrillic']],
    ['uk-UA', ['latin', 'cyrillic']],
    ['en', ['latin']],
    ['zh-CN', ['latin']],
  ])('a %s page preloads %j', (language, subsets) => {
    expect(coreSubsetsFor(language)).toEqual(subsets);
  });

  it.each([
    ['Golos Text', 'golos-text'],
    ['PT Sans', 'pt-sans'],
    ['Inter', 'inter'],
  ])('%s is @fontsource/%s', (family, pkg) => {
    expect(fontPackage(family)).toBe(pkg);
  });
});

describe('fontStack: a shipped family and the system fonts behind it', () => {
  it.each(['Inter', 'Golos Text', 'PT Sans'])('%s first, then the system fonts', (family) => {
    expect(fontStack(family)).toBe(
      `'${family}', system-ui, -apple-system, 'Segoe UI', Roboto, Arial`,
    );
  });
  // A generic keyword at the end makes Chrome on Linux resolve that generic's font at every size
  // and weight of the page while the family's other subsets are unloaded (domain/fonts.ts).
  it.each(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy'])(
    'ends in no %s',
    (generic) => {
      expect(
        fontStack('Inter')
          .split(',')
          .map((name) => name.trim()),
      ).not.toContain(generic);
    },
  );
});
