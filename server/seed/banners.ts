// The restaurant demo's banners: the home slider, stories and the promo galleries.
import type { Db } from '../db/db.ts';
import { mediaUrl as media } from './types.ts';

export function buildBanners(slugToId: Map<string, number>, db: Db): unknown[] {
  const firstProduct = db.prepare('SELECT id FROM products ORDER BY position LIMIT 1').get() as {
    id: number;
  };
  const productId = (slug: string) => slugToId.get(slug) ?? firstProduct.id;
  const categoryId = (slug: string) => slugToId.get(`cat:${slug}`) ?? 20;
  const firstCategorySlug = (
    db.prepare('SELECT slug FROM categories WHERE parent = 0 ORDER BY position LIMIT 1').get() as {
      slug: string;
    }
  ).slug;
  const rollsSlug =
    [...slugToId.keys()].find((k) => k.startsWith('cat:') && /roll|sush/.test(k))?.slice(4) ??
    firstCategorySlug;
  const base = { sklad: [], skladall: true, device: ['site', 'app'], is_stories: false };
  return [
    {
      id: 1,
      gallery: 'desctop_slider',
      type: 'category',
      title: 'Пицца из печи',
      subtitle: 'Тесто 48 часов, моцарелла с фермы',
      image: media('1f355'),
      background: '#ff6b2c',
      category: categoryId(firstCategorySlug),
      ...base,
    },
    {
      id: 2,
      gallery: 'desctop_slider',
      type: 'product',
      title: 'Ролл в подарок',
      subtitle: 'К заказу от 2500 ₽',
      image: media('1f363'),
      background: '#2f6fde',
      product: productId('roll-philadelphia'),
      ...base,
    },
    {
      id: 3,
      gallery: 'desctop_slider',
      type: 'text',
      title: 'Осеннее меню',
      subtitle: 'Грибной суп и новые десерты',
      image: media('1f383'),
      background: '#8a4dd6',
      post: { post_slug: 'novoe-osennee-menyu' },
      ...base,
    },
    {
      id: 4,
      gallery: 'desctop_slider',
      type: 'url',
      title: 'Мы в Telegram',
      subtitle: 'Новинки и промокоды первыми',
      image: media('1f4ac'),
      background: '#229ed9',
      url: 'https://t.me/tarelka_food',
      ...base,
    },
    {
      id: 5,
      gallery: 'gallery',
      type: 'category',
      title: 'Роллы и суши',
      subtitle: '',
      image: media('1f363'),
      background: '#ffe1d6',
      category: categoryId(rollsSlug),
      ...base,
      is_stories: true,
    },
    {
      id: 6,
      gallery: 'gallery',
      type: 'text',
      title: 'Скидка в ДР',
      subtitle: '',
      image: media('1f382'),
      background: '#ffe9a8',
      post: { post_slug: 'skidka-v-den-rozhdeniya' },
      ...base,
      is_stories: true,
    },
    {
      id: 7,
      gallery: 'gallery',
      type: 'text',
      title: 'Как готовим',
      subtitle: '',
      image: media('1f468-200d-1f373'),
      background: '#d8f3e3',
      post: { post_slug: 'kak-my-gotovim-pitstsu' },
      ...base,
      is_stories: true,
    },
    {
      id: 8,
      gallery: 'gallery',
      type: 'category',
      title: 'Только в Новосибирске',
      subtitle: '',
      image: media('1f95f'),
      background: '#dfe8ff',
      category: categoryId(firstCategorySlug),
      ...base,
      skladall: false,
      sklad: ['202'],
      is_stories: true,
    },
    {
      id: 9,
      gallery: 'gallery',
      type: 'category',
      title: 'Бургеры на гриле',
      subtitle: 'Мраморная говядина, бриошь',
      image: media('1f354'),
      background: '#b45309',
      category: categoryId('burgers'),
      ...base,
    },
    {
      id: 10,
      gallery: 'gallery_1',
      type: 'text',
      title: 'Скидка 20% в день рождения',
      subtitle: 'Неделю до и неделю после',
      image: media('1f382'),
      background: '#be185d',
      post: { post_slug: 'skidka-v-den-rozhdeniya' },
      ...base,
    },
    {
      id: 11,
      gallery: 'gallery_1',
      type: 'category',
      title: 'Десерты к чаю',
      subtitle: 'Чизкейк, брауни, пончики',
      image: media('1f370'),
      background: '#7c3aed',
      category: categoryId('desserts'),
      ...base,
    },
    {
      id: 12,
      gallery: 'gallery_2',
      type: 'url',
      title: 'Заказывайте в Telegram',
      subtitle: 'Меню, бонусы и статус заказа в одном чате',
      image: media('1f4ac'),
      background: '#229ed9',
      url: 'https://t.me/tarelka_food',
      ...base,
    },
  ];
}
