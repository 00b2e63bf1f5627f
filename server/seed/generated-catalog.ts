// A large synthetic catalogue (DEMO_CATALOG_SIZE) for measuring lists and catalogue processing.
import type { SeedCategory, SeedProduct } from './types.ts';

const ART = [
  '1f355',
  '1f354',
  '1f363',
  '1f957',
  '1f370',
  '1f35c',
  '1f32e',
  '1f95e',
  '1f369',
  '1f34e',
];
const WORDS = [
  'Фермерский',
  'Домашний',
  'Острый',
  'Сливочный',
  'Хрустящий',
  'Сочный',
  'Пряный',
  'Нежный',
];
const NOUNS = ['пирог', 'сет', 'ролл', 'салат', 'суп', 'десерт', 'бургер', 'сэндвич'];

export function generatedCatalog(size: number, categoryCount = 200): SeedCategory[] {
  const perCategory = Math.ceil(size / categoryCount);
  const categories: SeedCategory[] = [];
  let n = 0;
  for (let c = 0; c < categoryCount && n < size; c++) {
    const products: SeedProduct[] = [];
    for (let i = 0; i < perCategory && n < size; i++, n++) {
      const art = ART[n % ART.length]!;
      products.push({
        slug: `gen-product-${n}`,
        name: `${WORDS[n % WORDS.length]} ${NOUNS[(n >> 3) % NOUNS.length]} №${n}`,
        nameEn: `Product ${n}`,
        description: 'Товар сгенерированного каталога для замеров скорости.',
        price: 99 + ((n * 37) % 1200),
        images: [art],
        measureUnit: 'г',
        portionSize: 100 + (n % 5) * 50,
        stock: { '101': n % 17 === 0 ? 0 : 20, '202': 20 },
      });
    }
    categories.push({
      slug: `gen-category-${c}`,
      name: `Категория ${c + 1}`,
      nameEn: `Category ${c + 1}`,
      description: 'Сгенерированная категория',
      image: ART[c % ART.length]!,
      products,
    });
  }
  return categories;
}
