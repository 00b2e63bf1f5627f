// The demo shop's English blog posts and information pages: what the seed writes as the English
// translations (WPML-style) of seedPosts in content-data.ts (same type, slug, image and date).
import type { SeedPost } from './content-data.ts';

export const seedPostsEn: SeedPost[] = [
  {
    type: 'post',
    slug: 'kak-my-gotovim-pitstsu',
    title: 'How we make our pizza',
    excerpt:
      'The dough proves for 48 hours and the oven is heated to 400 degrees. Here is where our pizza gets its crispy crust.',
    content:
      '<p>We knead our pizza dough every morning and leave it to mature for 48 hours in a cold room. In that time the flour releases more flavour, and the crust turns out light and crispy.</p><h2>Cheese and tomatoes</h2><p>We use mozzarella from a farm outside Moscow and Italian pelati tomatoes. We cook the sauce ourselves, with no sugar or thickeners.</p><p><img src="/api/wp-content/uploads/shop/1f355.webp" alt="Pizza" width="128" height="128"></p><script>alert("xss")</script>',
    image: '/api/wp-content/uploads/shop/1f355.webp',
    date: '2026-10-02T10:00:00',
  },
  {
    type: 'post',
    slug: 'novoe-osennee-menyu',
    title: 'Our new autumn menu',
    excerpt: 'Cream of porcini soup, new desserts and warming drinks are now on the menu.',
    content:
      '<p>Autumn makes you crave something warm. We have added a cream of porcini soup, new desserts and hot spiced drinks to the menu.</p><p>New dishes carry the “New” badge: look out for them in the catalogue.</p>',
    image: '/api/wp-content/uploads/shop/1f383.webp',
    date: '2026-10-20T10:00:00',
  },
  {
    type: 'post',
    slug: 'skidka-v-den-rozhdeniya',
    title: '20% off on your birthday',
    excerpt: 'Add your date of birth in your account, and we will celebrate with a discount.',
    content:
      '<p>From three days before your birthday until three days after, you get 20% off your whole order. Add your date of birth in your account and the discount applies automatically.</p>',
    image: '/api/wp-content/uploads/shop/1f382.webp',
    date: '2026-09-12T10:00:00',
  },
  {
    type: 'page',
    slug: 'dostavka-i-oplata',
    title: 'Delivery and payment',
    excerpt: 'Zones, prices and payment methods',
    content:
      '<h2>Delivery zones</h2><ul><li>City centre: 199 ₽, free from 1500 ₽, 30–45 minutes</li><li>Within the Third Ring Road: 299 ₽, free from 2500 ₽</li><li>Up to the MKAD ring road: 449 ₽</li></ul><h2>Payment</h2><p>Cash or card to the courier, online by card or via SBP (Faster Payments System).</p>',
    image: '',
    date: '2026-01-10T10:00:00',
  },
  {
    type: 'page',
    slug: 'akcii',
    title: 'Special offers',
    excerpt: 'This month’s gifts and discounts',
    content:
      '<ul><li>A free Philadelphia roll with orders from 2500 ₽</li><li>A free cranberry mors with pizza from 1200 ₽</li><li>10% off for pickup</li><li>300 ₽ off your first order from 1000 ₽, or 15% with the code WELCOME15: the cart takes whichever saves you more</li></ul>',
    image: '',
    date: '2026-11-01T10:00:00',
  },
  {
    type: 'page',
    slug: 'zabota-o-klientah',
    title: 'Customer care',
    excerpt: 'We will help with any question about your order',
    content:
      '<p>If something went wrong, message us in the chat on this page or call +7 495 120-45-45, and we will reply within 5 minutes.</p>',
    image: '',
    date: '2026-01-10T10:00:00',
  },
  {
    type: 'page',
    slug: 'o-nas',
    title: 'About us',
    excerpt: 'Tarelka: family-run delivery since 2016',
    content:
      '<p>We started with a single pizzeria on Pokrovka Street, and now we cook in Moscow and Novosibirsk.</p>',
    image: '',
    date: '2026-01-10T10:00:00',
  },
];
