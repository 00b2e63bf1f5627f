// Add-ons ('допы') offered with a product, each with its own count; the first few may be free.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { CartSupplement } from '../../domain/cart-price.ts';
import type { Product } from '../../domain/model.ts';
import { customerPrice } from '../../domain/catalog-sort.ts';
import { useStores } from '../store-context.tsx';
import { ShopImage } from '../components/shop-image.tsx';
import { useMoney } from '../use-money.ts';

interface Props {
  ids: number[];
  chosen: CartSupplement[];
  onChange: (next: CartSupplement[]) => void;
}

export const AddonList = observer(function AddonList({ ids, chosen, onChange }: Props) {
  const store = useStores();
  const money = useMoney();
  const { t } = useTranslation();
  const addons = ids
    .map((id) => store.catalog.productsById.get(id))
    .filter((p): p is Product => p !== undefined && p.in_stock);
  if (addons.length === 0) return null;
  // The free limit the cart prices with (the 'допы' category's), so the modal says what it charges.
  const freeLimit = store.cart.addonRule.freeLimit ?? 0;
  const setCount = (id: number, name: string, price: number, count: number) => {
    const rest = chosen.filter((s) => s.id !== id);
    onChange(count > 0 ? [...rest, { id, name, price, count }] : rest);
  };
  return (
    <section className="addons" aria-labelledby="addons-title">
      <h3 id="addons-title" className="addons__title">
        {t('product.addons', { context: store.settings.wording })}
        {freeLimit > 0 && (
          <span className="addons__free">{t('product.freeAddons', { count: freeLimit })}</span>
        )}
      </h3>
      {addons.map((p) => {
        const count = chosen.find((s) => s.id === p.id)?.count ?? 0;
        const price = customerPrice(p);
        return (
          <div key={p.id} className="addon" data-testid="addon">
            <ShopImage path={p.images[0]} size={40} lazy />
            <span className="addon__name">{p.name}</span>
            <span className="addon__price">{money(price)}</span>
            <div className="stepper stepper--small">
              <button
                type="button"
                onClick={() => setCount(p.id, p.name, price, count - 1)}
                disabled={count === 0}
                aria-label={`${t('product.less')}: ${p.name}`}
              >
                −
              </button>
              <span>{count}</span>
              <button
                type="button"
                onClick={() => setCount(p.id, p.name, price, Math.min(10, count + 1))}
                aria-label={`${t('product.more')}: ${p.name}`}
              >
                +
              </button>
            </div>
          </div>
        );
      })}
    </section>
  );
});
