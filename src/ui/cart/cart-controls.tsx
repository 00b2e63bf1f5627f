// A product's cart control on its card: '+' to add, then − count + (SPEC.md §4 increment and
// decrement). Products whose options must be chosen open the product modal instead.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { Product } from '../../domain/model.ts';
import { lineKey } from '../../domain/cart-price.ts';
import { isKilogramUnit } from '../../domain/measure-unit.ts';
import { lineQuantity, needsChoice } from '../../domain/cart-rules.ts';
import { useStores } from '../store-context.tsx';
import { QuantityText } from './quantity-text.tsx';
import { IN_APP } from '../navigation/in-app-links.ts';
import { useProductHref } from '../navigation/product-links.tsx';

export const CartControls = observer(function CartControls({ product }: { product: Product }) {
  const { cart, settings } = useStores();
  const { t } = useTranslation();
  const href = useProductHref(product.id);
  const name = product.name;
  if (settings.settings?.product_disable_buy) return null; // the status line under the header says why
  const count = cart.countOf(product.id);
  if (needsChoice(product)) {
    return (
      <a
        href={href}
        className="btn btn--add cart-controls__choose"
        aria-label={t('cart.choose', { name })}
        data-testid="cart-add"
        {...IN_APP}
      >
        +{count > 0 && <span className="cart-controls__badge">{count}</span>}
      </a>
    );
  }
  if (count === 0) {
    return (
      <button
        type="button"
        className="btn btn--add"
        onClick={() => cart.add(product)}
        disabled={!product.in_stock}
        aria-label={t('cart.add', { name })}
        data-testid="cart-add"
      >
        +
      </button>
    );
  }
  // The card steps the plain line (no options or add-ons); lines built in the modal step in the cart.
  const plain = lineKey({ id: product.id, variation_id: null, supplements: [], options: [] });
  const line =
    cart.line(plain) ?? [...cart.lines].reverse().find((l) => l.id === product.id && !l.isGift)!;
  return (
    <div className="cart-stepper" data-testid="cart-stepper">
      <button
        type="button"
        onClick={() => cart.decrement(line.key)}
        aria-label={t('cart.less', { name })}
        data-testid="cart-dec"
      >
        −
      </button>
      <span className="cart-stepper__count" data-testid="cart-count">
        {isKilogramUnit(line.measure_unit) ? (
          <QuantityText quantity={lineQuantity({ ...line, count })} />
        ) : (
          count
        )}
      </span>
      <button
        type="button"
        onClick={() => cart.increment(line.key)}
        disabled={!cart.canIncrement(line.key)}
        aria-label={t('cart.more', { name })}
        data-testid="cart-inc"
      >
        +
      </button>
    </div>
  );
});
