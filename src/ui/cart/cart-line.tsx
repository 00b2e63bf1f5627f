// One cart line: photo, name, chosen options and add-ons, quantity, price, − count + and remove.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { lineRegularTotal, lineTotal, type CartLine } from '../../domain/cart-price.ts';
import { variationLabel } from '../../domain/product-variations.ts';
import { lineQuantity } from '../../domain/cart-rules.ts';
import { optionsLabel } from '../../domain/product-options.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';
import { CloseIcon, PlateArt } from '../components/icons.tsx';
import { QuantityText } from './quantity-text.tsx';

export const CartLineView = observer(function CartLineView({
  line,
  total,
}: {
  line: CartLine;
  /** What the line costs, less what is free in it (domain/cart-price.ts shownLineTotals). */
  total: number;
}) {
  const { cart, catalog, api } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const product = catalog.productsById.get(line.id);
  const details = [
    variationLabel(line.variation_data),
    product ? optionsLabel(product, line.options) : '',
    ...line.supplements.map((s) => (s.count > 1 ? `${s.name} ×${s.count}` : s.name)),
  ].filter(Boolean);
  const quantity = lineQuantity(line);
  const showQuantity = quantity.unit !== 'pcs' || line.add_to_basket_once > 1;
  const regular = lineRegularTotal(line);
  return (
    <li className="cart-line" data-testid="cart-line" data-product-id={line.id}>
      <div className="cart-line__media">
        {line.image ? (
          <img src={api.client.url(line.image)} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <PlateArt size={48} />
        )}
      </div>
      <div className="cart-line__body">
        <p className="cart-line__name">
          {line.isGift && <span className="cart-line__gift">{t('cart.gift')}</span>}
          {line.name}
        </p>
        {details.length > 0 && <p className="cart-line__details">{details.join(', ')}</p>}
        <div className="cart-line__row">
          {line.isGift ? (
            <span className="cart-line__qty">
              <QuantityText quantity={quantity} />
            </span>
          ) : (
            <div className="cart-stepper cart-stepper--line">
              <button
                type="button"
                onClick={() => cart.decrement(line.key)}
                aria-label={t('cart.less', { name: line.name })}
                data-testid="line-dec"
              >
                −
              </button>
              <span className="cart-stepper__count" data-testid="line-count">
                {showQuantity ? <QuantityText quantity={quantity} /> : line.count}
              </span>
              <button
                type="button"
                onClick={() => cart.increment(line.key)}
                disabled={!cart.canIncrement(line.key)}
                aria-label={t('cart.more', { name: line.name })}
                data-testid="line-inc"
              >
                +
              </button>
            </div>
          )}
          <span className="cart-line__price" data-testid="line-price">
            {total === 0 && lineTotal(line) > 0 ? t('cart.freeAddon') : money(total)}
            {regular > lineTotal(line) && <s>{money(regular)}</s>}
          </span>
        </div>
      </div>
      {!line.isGift && (
        <button
          type="button"
          className="cart-line__remove"
          onClick={() => cart.removeByCustomer(line.key)}
          aria-label={t('cart.remove', { name: line.name })}
          data-testid="line-remove"
        >
          <CloseIcon size={16} />
        </button>
      )}
    </li>
  );
});
