import { describe, expect, it } from 'vitest';
import { buildManifest, type ManifestSource } from '../../../src/domain/manifest';

const source = (extra: Partial<ManifestSource> = {}): ManifestSource => ({
  seo: { name: 'Пицца Дом', description: 'Доставка пиццы' },
  logo: { favicon_png: 'https://shop.example/icon.png' },
  ...extra,
});

describe('buildManifest', () => {
  it('builds the standard fields with the spec fallbacks', () => {
    expect(buildManifest(source())).toEqual({
      name: 'Пицца Дом',
      short_name: 'Пицца Дом',
      description: 'Доставка пиццы',
      start_url: '/',
      id: '1',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#000000',
      icons: [
        { src: 'https://shop.example/icon.png', sizes: '192x192', type: 'image/png' },
        { src: 'https://shop.example/icon.png', sizes: '512x512', type: 'image/png' },
      ],
      screenshots: [{ src: 'https://shop.example/icon.png', sizes: '640x480', type: 'image/png' }],
    });
  });

  it.each<[string, Partial<ManifestSource>, Record<string, unknown>]>([
    ['id given', { id: 'shop-7' }, { id: 'shop-7' }],
    ['numeric id', { id: 7 }, { id: '7' }],
    ['empty id falls back to 1', { id: '  ' }, { id: '1' }],
    [
      'colours given',
      { background_color: '#101010', theme_color: '#ff7a00' },
      { background_color: '#101010', theme_color: '#ff7a00' },
    ],
    [
      'empty colours fall back',
      { background_color: '', theme_color: null },
      { background_color: '#ffffff', theme_color: '#000000' },
    ],
    [
      'two screenshots from settings',
      {
        frontend_pwa_screenshot1: 'https://shop.example/s1.jpg',
        frontend_pwa_screenshot2: 'https://shop.example/s2.webp',
      },
      {
        screenshots: [
          { src: 'https://shop.example/s1.jpg', sizes: '640x480', type: 'image/jpeg' },
          { src: 'https://shop.example/s2.webp', sizes: '640x480', type: 'image/webp' },
        ],
      },
    ],
    [
      'only the second screenshot',
      { frontend_pwa_screenshot1: '', frontend_pwa_screenshot2: '/s2.png' },
      { screenshots: [{ src: '/s2.png', sizes: '640x480', type: 'image/png' }] },
    ],
    [
      'svg icon',
      { logo: { favicon_png: '/icon.svg?v=2' } },
      {
        icons: [
          { src: '/icon.svg?v=2', sizes: '192x192', type: 'image/svg+xml' },
          { src: '/icon.svg?v=2', sizes: '512x512', type: 'image/svg+xml' },
        ],
      },
    ],
    ['no icon at all', { logo: { favicon_png: '' } }, { icons: [], screenshots: [] }],
  ])('%s', (_label, extra, expected) => {
    expect(buildManifest(source(extra))).toMatchObject(expected);
  });
});
