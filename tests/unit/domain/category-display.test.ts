import { describe, expect, it } from 'vitest';
import {
  categoryColor,
  categoryExtras,
  categoryImage,
  categoryTitle,
  inNavigation,
} from '../../../src/domain/category-display';
import { cases } from '../../fixtures/cases';

describe('SPEC §3 Category display fields', () => {
  const titleOf = (name: string, visual: string) =>
    categoryTitle({ name, visual_name_category: visual });
  cases('visual_name_category: %s / %j -> %s', titleOf, [
    ['Пицца', '', 'Пицца'],
    ['Пицца', 'Пицца из печи', 'Пицца из печи'],
    ['Пицца', '   ', 'Пицца'],
  ]);

  const colorOf = (value: string) => categoryColor({ color_text_category: value });
  cases('color_text_category %j -> %j', colorOf, [
    ['#c2410c', '#c2410c'],
    ['#fff', '#fff'],
    ['rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
    ['', null],
    ['red; background: url(x)', null],
    ['javascript:alert(1)', null],
  ]);

  const imageOf = (image: string, site: string) =>
    categoryImage({ image, dop_image_category_site: site });
  cases('dop_image_category_site: %s / %j -> %s', imageOf, [
    ['/a.webp', '', '/a.webp'],
    ['/a.webp', '/site.webp', '/site.webp'],
  ]);

  it('image_dop is the page cover, image_dop_2 the wide tile picture', () => {
    expect(categoryExtras({ image_dop: ' /cover.webp ', image_dop_2: '' })).toEqual({
      cover: '/cover.webp',
      wide: '',
    });
  });

  const navigable = (name: string) => inNavigation({ name });
  cases('the add-on category stays out of navigation: %j -> %s', navigable, [
    ['допы', false],
    [' Допы ', false],
    ['Пицца', true],
  ]);
});
