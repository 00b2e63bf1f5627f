// Three of the shop's dishes on plates: the picture of a hero (restaurant and landing fronts).
import { observer } from 'mobx-react-lite';
import type { Category, Product } from '../../domain/model.ts';
import { allProducts } from '../../stores/catalog-store.ts';
import { useStores } from '../store-context.tsx';

export const HeroPlates = observer(function HeroPlates({ categories }: { categories: Category[] }) {
  const store = useStores();
  // The first pictured dish of the first categories, each picture once.
  const dishes = categories
    .map((c) => allProducts(c).find((p) => p.images[0]))
    .filter((p): p is Product => p !== undefined)
    .filter((p, i, all) => all.findIndex((x) => x.images[0] === p.images[0]) === i)
    .slice(0, 3);
  return (
    <div className="hero-plates" aria-hidden="true">
      {dishes.map((p) => (
        <span key={p.id} className="hero-plates__plate">
          <img src={store.api.client.url(p.images[0]!)} alt="" width={160} height={160} />
        </span>
      ))}
    </div>
  );
});
