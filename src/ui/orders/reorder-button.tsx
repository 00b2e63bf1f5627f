// "Повторить заказ" on a finished order: its dishes, options and supplements go back into the cart
// through the cart's own add rules (address, stock, ordering hours), then the cart opens. Dishes no
// longer on the menu are named.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../store-context.tsx';
import type { Order } from '../../api/orders-api.ts';
import { reorderItems } from '../../domain/reorder.ts';
import type { CartSupplement } from '../../domain/cart-price.ts';

export const ReorderButton = observer(function ReorderButton({ order }: { order: Order }) {
  const store = useStores();
  const { t } = useTranslation();
  const items = reorderItems(order.line_items);
  if (items.length === 0) return null;

  const reorder = () => {
    const { catalog, cart, ui } = store;
    const missing: string[] = [];
    let added = 0;
    for (const item of items) {
      const product = catalog.productsById.get(item.productId);
      if (!product) {
        missing.push(item.name);
        continue;
      }
      const supplements: CartSupplement[] = item.supplements.flatMap((s) => {
        const addon = catalog.productsById.get(s.productId);
        if (!addon) missing.push(s.name);
        return addon
          ? [{ id: addon.id, name: addon.name, price: addon.price, count: s.count }]
          : [];
      });
      if (cart.add(product, { options: item.options, supplements }, item.count)) added++;
      // The cart asked for something first (an address, a city): the customer answers that.
      else if (ui.modal !== null) return;
    }
    if (missing.length)
      ui.notify(t('orderStatus.reorderMissing', { names: missing.join(', ') }), 'info');
    if (added > 0) ui.open('cart');
  };

  return (
    <button
      type="button"
      className="btn btn--secondary order-page__wide"
      onClick={reorder}
      data-testid="order-reorder"
    >
      {t('orderStatus.reorder')}
    </button>
  );
});
