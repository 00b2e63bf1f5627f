import { describe, expect, it } from 'vitest';
import { bannerSchema, type Banner } from '../../../src/domain/model';
import {
  bannerHref,
  bannerVisible,
  catalogRedirect,
  isCatalogRoute,
  isMobile,
  isTablet,
  layoutFor,
  lkAccess,
} from '../../../src/domain/routes-rules';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const banner = (extra: Record<string, unknown>): Banner =>
  v.parse(bannerSchema, { id: 1, type: 'url', ...extra });

describe('bannerHref: SPEC §2 "Banner links"', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    [
      'url banner goes to its url',
      { type: 'url', url: 'https://promo.example/' },
      'https://promo.example/',
    ],
    ['product banner opens the product modal', { type: 'product', product: 42 }, '/?product_id=42'],
    ['category banner', { type: 'category', category: 7 }, '/catalog/7'],
    ['text banner', { type: 'text', post: { post_slug: 'akcii' } }, '/information/post/akcii'],
    ['url banner without url', { type: 'url', url: '' }, null],
    ['url banner with a javascript: url', { type: 'url', url: 'javascript:alert(1)' }, null],
    ['product banner without product', { type: 'product' }, null],
    ['text banner without post', { type: 'text' }, null],
  ])('%s', (_label, extra, expected) => {
    expect(bannerHref(banner(extra))).toBe(expected);
  });
});

describe('bannerVisible', () => {
  it.each<[string, Record<string, unknown>, string | null, string | undefined, boolean]>([
    ['for all stocks', { skladall: true, sklad: ['2'] }, '1', undefined, true],
    ['for this stock', { sklad: [1, 2] }, '2', undefined, true],
    ['for another stock', { sklad: ['2'] }, '1', undefined, false],
    ['stock banner before a location is chosen', { sklad: ['2'] }, null, undefined, false],
    ['no stock listed: everywhere', { sklad: [] }, null, undefined, true],
    ['app-only banner on the site', { device: ['app'], skladall: true }, '1', undefined, false],
    ['app banner asked for the app', { device: ['app'], skladall: true }, '1', 'app', true],
  ])('%s', (_label, extra, warehouse, device, expected) => {
    expect(bannerVisible(banner(extra), warehouse, device)).toBe(expected);
  });
});

describe('catalogRedirect: cat1 and cat2 send /catalog to /categories', () => {
  cases('%s %s', catalogRedirect, [
    ['cat1', '/catalog/12', '/categories/12'],
    ['cat2', '/catalog/12/menu/pizza?product_id=5', '/categories/12/menu/pizza?product_id=5'],
    ['cat2', '/catalog', '/categories'],
    ['cat12', '/catalog/12', null],
    ['lending', '/catalog/12', null],
    ['cat1', '/catalogue/12', null],
    ['cat1', '/menu/pizza', null],
  ]);
});

describe('isCatalogRoute: menu routes only for cat1, cat2, cat12', () => {
  cases('%s on %s', isCatalogRoute, [
    ['categories-id', 'lending', true],
    ['categories-product-page', 'cat12', true],
    ['menu-categories', 'cat1', true],
    ['menu-categories-subcategory', 'cat2', true],
    ['menu-categories-subcategory-product', 'cat12', true],
    ['menu-categories', 'lending', false],
    ['menu-categories', 'lending_cat', false],
    ['index', 'cat1', false],
    ['lk-orders', 'cat1', false],
  ]);
});

describe('layoutFor', () => {
  cases('%s, catalog route %s -> %s', layoutFor, [
    ['samokat', true, 'samokat'],
    ['lavka', false, 'samokat'],
    ['restoran', true, 'restaurant'],
    ['cat1', true, 'catalog'],
    ['cat12', false, 'default'],
    ['', false, 'default'],
  ]);
});

describe('lkAccess', () => {
  cases('%s signed in: %s', lkAccess, [
    ['/lk', false, 'redirect-home'],
    ['/lk/orders', false, 'redirect-home'],
    ['/lk/unknown', false, 'redirect-home'],
    ['/lk', true, 'allow'],
    ['/lk/', true, 'allow'],
    ['/lk/orders', true, 'allow'],
    ['/lk/game?tab=1', true, 'allow'],
    ['/lk/unknown', true, 'not-found'],
    ['/lk/orders/extra', true, 'not-found'],
    ['/', false, 'allow'],
    ['/lkx', false, 'allow'],
  ]);

  it('takes the known sections from the caller', () => {
    expect(lkAccess('/lk/wallet', true, ['wallet'])).toBe('allow');
  });
});

describe('isMobile / isTablet', () => {
  it.each([
    [375, true, false],
    [767, true, false],
    [768, true, true],
    [769, false, true],
    [991, false, true],
    [992, false, false],
    [1440, false, false],
  ])('%i: mobile %s, tablet %s', (width, mobile, tablet) => {
    expect(isMobile(width)).toBe(mobile);
    expect(isTablet(width)).toBe(tablet);
  });
});
