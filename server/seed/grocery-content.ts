// The grocery demo shop's blog posts and information pages (DEMO_SHOP=grocery), in Russian and in
// English (WPML-style translations: same type, slug, image and date). The pages keep the
// restaurant's slugs, which the footer's and the burger menu's links name; what they say is the
// grocery's own: its hours, weighed goods, its promotions.
import type { SeedPost } from './content-data.ts';
import { mediaUrl as media } from './types.ts';

/** The grocery's hours, every day at both stocks (grocerySettings), as its pages state them. */
export const GROCERY_HOURS = { from: '08:00', to: '23:00' };

export const groceryPosts: SeedPost[] = [
  {
    type: 'post',
    slug: 'klubnika-vernulas',
    title: 'Клубника вернулась',
    excerpt: 'Сладкая клубника уже на полках: привозим каждое утро и взвешиваем при сборке.',
    content:
      '<p>Первая клубника сезона приехала с фермы под Краснодаром. Ягоды собирают накануне вечером, а утром они уже у нас.</p><p>Клубника продаётся на вес: в карточке цена за килограмм, в корзине — за выбранный вес. Сборщик взвешивает ягоды при сборке, и вы платите за точный вес.</p>',
    image: media('1f353'),
    date: '2026-10-24T09:00:00',
  },
  {
    type: 'post',
    slug: 'kak-my-sobiraem-zakaz',
    title: 'Как мы собираем заказ',
    excerpt:
      'Сборщик выбирает фрукты так, как выбрали бы вы: спелые, без вмятин и с запасом срока годности.',
    content:
      '<p>Заказ собирают за 5 минут в ближайшем к вам складе. Фрукты и овощи сборщик выбирает вручную: спелые, без вмятин, молочные продукты — с самым долгим сроком годности.</p><h2>Если чего-то нет</h2><p>Когда товар закончился, сборщик позвонит и предложит замену. Не понравилась замена — вернём деньги.</p>',
    image: media('1f34e'),
    date: '2026-10-10T09:00:00',
  },
  {
    type: 'post',
    slug: 'svezhiy-hleb',
    title: 'Свежий хлеб каждое утро',
    excerpt: 'Багеты и чиабатту пекут ночью и привозят к открытию: к 8:00 хлеб уже на полке.',
    content:
      '<p>Мы работаем с двумя пекарнями: они пекут ночью, а к открытию в 8:00 хлеб уже у нас. Вчерашний хлеб мы не продаём.</p>',
    image: media('1f956'),
    date: '2026-09-18T09:00:00',
  },
  {
    type: 'page',
    slug: 'dostavka-i-oplata',
    title: 'Доставка и оплата',
    excerpt: 'Когда привозим, сколько стоит и как оплатить',
    content:
      '<h2>Доставка</h2><p>Каждый день с 8:00 до 23:00, за 15–30 минут.</p><ul><li>Центр — 199\u00a0₽, бесплатно от 1500\u00a0₽</li><li>В пределах ТТК — 299\u00a0₽, бесплатно от 2500\u00a0₽</li><li>До МКАД — 449\u00a0₽</li></ul><h2>Товары на вес</h2><p>Фрукты, овощи, мясо и рыбу взвешиваем при сборке. В корзине — цена за выбранный вес, в чеке — за точный.</p><h2>Оплата</h2><p>Онлайн картой или через СБП, картой или наличными курьеру.</p>',
    image: '',
    date: '2026-01-10T09:00:00',
  },
  {
    type: 'page',
    slug: 'akcii',
    title: 'Акции',
    excerpt: 'Скидки этой недели',
    content:
      '<ul><li>Сёмга, стейк охлаждённый: −12% всю неделю</li><li>Бесплатная доставка в центре от 1500\u00a0₽</li><li>Клубника по цене сезона: 690\u00a0₽ за килограмм</li></ul>',
    image: '',
    date: '2026-11-01T09:00:00',
  },
  {
    type: 'page',
    slug: 'zabota-o-klientah',
    title: 'Забота о клиентах',
    excerpt: 'Поможем с любым вопросом о заказе',
    content:
      '<p>Что-то не так с заказом — напишите нам в чат на этой странице или позвоните по номеру +7 495 150-25-25. Заменим товар или вернём деньги.</p>',
    image: '',
    date: '2026-01-10T09:00:00',
  },
  {
    type: 'page',
    slug: 'o-nas',
    title: 'О нас',
    excerpt: 'Корзинка — продукты домой за 15 минут',
    content:
      '<p>Корзинка привозит продукты в Москве и Новосибирске: фрукты и овощи на вес, мясо, молоко, хлеб и бакалею. Каждый день с 8:00 до 23:00.</p>',
    image: '',
    date: '2026-01-10T09:00:00',
  },
];

export const groceryPostsEn: SeedPost[] = [
  {
    type: 'post',
    slug: 'klubnika-vernulas',
    title: 'Strawberries are back',
    excerpt:
      'Sweet strawberries are on the shelves: delivered every morning and weighed as we pack.',
    content:
      '<p>The first strawberries of the season have arrived from a farm near Krasnodar. The berries are picked the evening before and are with us by the morning.</p><p>Strawberries are sold by weight: the card shows the price per kilogram, the cart the price of the weight you chose. We weigh the berries as we pack them, and you pay for the exact weight.</p>',
    image: media('1f353'),
    date: '2026-10-24T09:00:00',
  },
  {
    type: 'post',
    slug: 'kak-my-sobiraem-zakaz',
    title: 'How we pack your order',
    excerpt:
      'We choose fruit the way you would: ripe, without dents and with plenty of shelf life left.',
    content:
      '<p>Your order is packed in 5 minutes at the stock nearest to you. Fruit and vegetables are chosen by hand: ripe and without dents; dairy with the longest shelf life.</p><h2>If something is missing</h2><p>When an item has run out, we call you and offer a replacement. If you do not like it, we refund it.</p>',
    image: media('1f34e'),
    date: '2026-10-10T09:00:00',
  },
  {
    type: 'post',
    slug: 'svezhiy-hleb',
    title: 'Fresh bread every morning',
    excerpt: 'Baguettes and ciabatta are baked overnight: by 8:00 the bread is on the shelf.',
    content:
      '<p>We work with two bakeries: they bake overnight, and by the time we open at 8:00 the bread is with us. We never sell yesterday’s bread.</p>',
    image: media('1f956'),
    date: '2026-09-18T09:00:00',
  },
  {
    type: 'page',
    slug: 'dostavka-i-oplata',
    title: 'Delivery and payment',
    excerpt: 'When we deliver, what it costs and how to pay',
    content:
      '<h2>Delivery</h2><p>Every day from 8:00 to 23:00, in 15–30 minutes.</p><ul><li>City centre: 199\u00a0₽, free from 1500\u00a0₽</li><li>Within the Third Ring: 299\u00a0₽, free from 2500\u00a0₽</li><li>Up to the MKAD: 449\u00a0₽</li></ul><h2>Goods sold by weight</h2><p>Fruit, vegetables, meat and fish are weighed as we pack. The cart shows the price of the weight you chose, the receipt that of the exact weight.</p><h2>Payment</h2><p>Online by card or SBP, or by card or cash to the courier.</p>',
    image: '',
    date: '2026-01-10T09:00:00',
  },
  {
    type: 'page',
    slug: 'akcii',
    title: 'Promotions',
    excerpt: 'This week’s discounts',
    content:
      '<ul><li>Chilled salmon steak: 12% off all week</li><li>Free delivery in the city centre from 1500\u00a0₽</li><li>Strawberries at the season’s price: 690\u00a0₽ a kilogram</li></ul>',
    image: '',
    date: '2026-11-01T09:00:00',
  },
  {
    type: 'page',
    slug: 'zabota-o-klientah',
    title: 'Customer care',
    excerpt: 'We will help with any question about your order',
    content:
      '<p>If something is wrong with your order, write to us in the chat on this page or call +7 495 150-25-25. We will replace the item or refund it.</p>',
    image: '',
    date: '2026-01-10T09:00:00',
  },
  {
    type: 'page',
    slug: 'o-nas',
    title: 'About us',
    excerpt: 'Korzinka: groceries delivered in 15 minutes',
    content:
      '<p>Korzinka delivers groceries in Moscow and Novosibirsk: fruit and vegetables by weight, meat, dairy, bread and pantry staples. Every day from 8:00 to 23:00.</p>',
    image: '',
    date: '2026-01-10T09:00:00',
  },
];
