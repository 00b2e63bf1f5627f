// The grocery demo (DEMO_SHOP=grocery) speaks of itself: its contacts, hours, blog and information
// pages are the grocery's, not the restaurant's it is dressed from (grocery-shop.ts).
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import fs from 'node:fs';
import path from 'node:path';
import { jsonCaller, seededBackend } from './harness.ts';
import { preferenceOptions } from '../../server/account/preference-store.ts';
import { logoSvg } from '../../server/seed/brand.ts';
import { GROCERY_ACCENT, groceryLogoSvg } from '../../server/seed/grocery-shop.ts';

function backend(kind: 'restaurant' | 'grocery') {
  const seeded = seededBackend({}, 'grocery-demo-', kind);
  return { ...seeded, call: jsonCaller(createApp({ db: seeded.db, config: seeded.config })) };
}
const shop = (kind: 'restaurant' | 'grocery') => backend(kind).call;

interface Post {
  slug: string;
  title: { rendered: string };
  content: { rendered: string };
}

describe('the grocery demo', () => {
  const grocery = shop('grocery');
  const restaurant = shop('restaurant');

  it('has its own contacts and opening hours', async () => {
    const { json } = await grocery('GET', '/api/wp-json/v1/all_settings');
    const { json: theirs } = await restaurant('GET', '/api/wp-json/v1/all_settings');
    const s = json as unknown as {
      contacts: Record<string, unknown> & { phones: { phone: string }[] };
      delivery_work_time: Record<string, { week: { from: string; to: string }[] }>;
      shipping_methods: { pickup_locations?: { working_time: string }[] }[];
    };
    const r = theirs as unknown as typeof s;
    for (const field of ['phone', 'email', 'vk', 'whatsapp', 'telegram'])
      expect(s.contacts[field], field).not.toBe(r.contacts[field]);
    expect(s.contacts.phones.map((p) => p.phone)).not.toContain(r.contacts.phones[0]!.phone);
    // Its pickup points say so too.
    const points = s.shipping_methods.flatMap((m) => m.pickup_locations ?? []);
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) expect(point.working_time).toBe('Ежедневно 08:00–23:00');
    // 'с 8:00 до 23:00', as its footer says, every day at every stock.
    for (const stock of Object.values(s.delivery_work_time)) {
      expect(stock.week).toHaveLength(7);
      for (const day of stock.week) expect(day).toMatchObject({ from: '08:00', to: '23:00' });
    }
  });

  it.each([
    ['posts', '/api/wp-json/wp/v2/posts'],
    ['pages', '/api/wp-json/wp/v2/pages'],
    ['English posts', '/api/wp-json/wp/v2/posts?lang=en'],
    ['English pages', '/api/wp-json/wp/v2/pages?lang=en'],
  ])('its %s tell of groceries, not of the restaurant', async (_what, url) => {
    const { json } = await grocery('GET', url);
    const posts = json as Post[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const text = `${post.title.rendered} ${post.content.rendered}`;
      expect(text, post.slug).not.toMatch(/Тарелк|Tarelka|пицц|pizza|ролл|roll|120-45-45/i);
    }
  });

  it('keeps the pages its links name (delivery, promotions, care, about)', async () => {
    const { json } = await grocery('GET', '/api/wp-json/wp/v2/pages');
    const slugs = (json as Post[]).map((p) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['dostavka-i-oplata', 'akcii', 'zabota-o-klientah', 'o-nas']),
    );
  });

  it('shows its own galleries, a basket for a logo, and asks for what its picker can act on', async () => {
    const titles = async (call: typeof grocery) =>
      (
        (await call('GET', '/api/wp-json/restoran/v1/gallery')).json as unknown as {
          title: string;
        }[]
      ).map((g) => g.title);
    expect(await titles(grocery)).toEqual(['Наши продукты', 'Склад и доставка']);
    expect(await titles(restaurant)).toEqual(['Наши блюда', 'Кухня и зал']);
    const { db, dataDir } = backend('grocery');
    const logo = fs.readFileSync(
      path.join(dataDir, 'uploads', 'brand', 'logo-grocery.svg'),
      'utf8',
    );
    expect(logo).toBe(groceryLogoSvg());
    expect(logo).not.toBe(logoSvg(GROCERY_ACCENT)); // the restaurant's plate, in green
    const options = preferenceOptions(db).map((o) => o.text);
    expect(options).toContain('Без пакетов');
    expect(options).not.toContain('Острое');
    expect(preferenceOptions(backend('restaurant').db).map((o) => o.text)).toContain('Острое');
  });
});
