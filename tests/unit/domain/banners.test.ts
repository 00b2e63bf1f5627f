import { describe } from 'vitest';
import {
  bannerStory,
  bannersOrFallback,
  homeBanners,
  previewStories,
} from '../../../src/domain/banners';
import type { Banner } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';

const banner = (id: number, over: Partial<Banner> = {}): Banner => ({
  id,
  gallery: 'gallery',
  type: 'url',
  title: `B${id}`,
  subtitle: '',
  image: `/b${id}.webp`,
  url: 'https://t.me/shop',
  product: undefined,
  category: undefined,
  post: undefined,
  sklad: [],
  skladall: false,
  device: ['site'],
  is_stories: false,
  background: '',
  ...over,
});

const slider = banner(1, { gallery: 'desctop_slider' });
const sliderStory = banner(2, { gallery: 'desctop_slider', is_stories: true });
const story = banner(3, { gallery: 'gallery_1', is_stories: true });
const block = banner(4, { gallery: 'gallery' });
const block1 = banner(5, { gallery: 'gallery_1' });
const block2 = banner(6, { gallery: 'gallery_2' });
const moscowOnly = banner(7, { gallery: 'gallery_2', sklad: ['101'] });
const appOnly = banner(8, { gallery: 'gallery', device: ['app'] });
const all = [slider, sliderStory, story, block, block1, block2, moscowOnly, appOnly];
const ids = (set: ReturnType<typeof homeBanners>) =>
  Object.fromEntries(
    Object.entries(set).map(([place, list]) => [place, list.map((b: Banner) => b.id)]),
  );

describe('the home page places the banners', () => {
  cases(
    'homeBanners(…, %j, %j) by id',
    (stock: string | null, device: string) => ids(homeBanners(all, stock, device)),
    [
      // The slider shows all of its own, stories too; a story elsewhere is only in the stories row.
      [
        null,
        'site',
        { slider: [1, 2], stories: [3], gallery: [4], gallery_1: [5], gallery_2: [6] },
      ],
      // A stock's own banner shows at that stock only.
      [
        '101',
        'site',
        { slider: [1, 2], stories: [3], gallery: [4], gallery_1: [5], gallery_2: [6, 7] },
      ],
      [
        '202',
        'site',
        { slider: [1, 2], stories: [3], gallery: [4], gallery_1: [5], gallery_2: [6] },
      ],
      // Another device's banners are not the website's.
      [null, 'app', { slider: [], stories: [], gallery: [8], gallery_1: [], gallery_2: [] }],
    ],
  );

  cases('bannersOrFallback(%j, %j) = %j', bannersOrFallback, [
    [[1], [2], [1]],
    [[], [2], [2]],
    [[], null, []],
    [[], [], []],
  ]);
});

describe('stories', () => {
  cases('bannerStory(banner %#)', bannerStory, [
    [
      story,
      {
        key: 'banner-3',
        title: 'B3',
        subtitle: '',
        image: '/b3.webp',
        background: '',
        video: null,
        href: 'https://t.me/shop',
      },
    ],
  ]);

  const preview = (key: string, title: string, image: string, video: string | null) => ({
    key,
    title,
    subtitle: '',
    image,
    background: '',
    video,
    href: null,
  });
  cases('previewStories(%j) = %j', previewStories, [
    [
      [{ video: { id: 'promo-1', url: '/v/pizza.mp4' }, image: '/pizza.webp' }],
      [preview('preview-promo-1', '', '/pizza.webp', '/v/pizza.mp4')],
    ],
    // Its own title (ours), trimmed; a number id; a url with spaces around it.
    [
      [{ video: { id: 7, url: ' /v/rolls.mp4 ' }, image: '', title: ' Как крутим роллы ' }],
      [preview('preview-7', 'Как крутим роллы', '', '/v/rolls.mp4')],
    ],
    // No video: the picture alone; no id: numbered by place.
    [[{ image: '/a.webp' }], [preview('preview-1', '', '/a.webp', null)]],
    [[null, { video: { url: '/v.mp4' } }], [preview('preview-2', '', '', '/v.mp4')]],
    // Nothing to show, or not an item: skipped.
    [[{ video: { id: 'x', url: '' }, image: '' }, 'story', 42, { title: 5 }], []],
    [[{ video: 'x', image: 5, title: ['t'] }], []],
  ]);
});
