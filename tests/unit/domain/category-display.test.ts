import { describe, expect, it } from 'vitest';
import {
  categoryColor,
  categoryExtras,
  categoryImage,
  categoryTitle,
  inNavigation,
} from '../../../src/domain/category-display';

describe('SPEC §3 Category display fields', () => {
  it.each<[string, string, string]>([
    ['Пицца', '', 'Пицца'],
    ['Пицца', 'Пицца из печи', 'Пицца из печи'],
    ['Пицца', '   ', 'Пицца'],
  ])('visual_name_category: %s / %j -> %s', (name, visual, expected) => {
    expect(categoryTitle({ name, visual_name_category: visual })).toBe(expected);
  });

  it.each<[string, string | null]>([
    ['#c2410c', '#c2410c'],
    ['#fff', '#fff'],
    ['rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
    ['', null],
    ['red; background: url(x)', null],
    ['javascript:alert(1)', null],
  ])('color_text_category %j -> %j', (value, expected) => {
    expect(categoryColor({ color_text_category: value })).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['/a.webp', '', '/a.webp'],
    ['/a.webp', '/site.webp', '/site.webp'],
  ])('dop_image_category_site: %s / %j -> %s', (image, site, expected) => {
    expect(categoryImage({ image, dop_image_category_site: site })).toBe(expected);
  });

  it('image_dop is the page cover, image_dop_2 the wide tile picture', () => {
    expect(categoryExtras({ image_dop: ' /cover.webp ', image_dop_2: '' })).toEqual({
      cover: '/cover.webp',
      wide: '',
    });
  });

  it.each<[string, boolean]>([
    ['допы', false],
    [' Допы ', false],
    ['Пицца', true],
  ])('the add-on category stays out of navigation: %j -> %s', (name, expected) => {
    expect(inNavigation({ name })).toBe(expected);
  });
});
