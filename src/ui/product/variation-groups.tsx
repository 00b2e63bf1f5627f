// A variable product's choice (SPEC.md §3 variation_id / variation_data): one radio group per
// attribute ('Размер'), each value with what its variation costs; a value whose variation is sold
// out is shown but cannot be picked.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { Product, ProductVariation } from '../../domain/model.ts';
import {
  pickVariationValue,
  variationAttributes,
  variationData,
} from '../../domain/product-variations.ts';
import { lineFromProduct } from '../../domain/cart-rules.ts';
import { dishUnitPrice } from '../../domain/cart-price.ts';
import { useStores } from '../store-context.tsx';
import { useMoney } from '../use-money.ts';

interface Props {
  product: Product;
  chosen: ProductVariation | null;
  onChange: (next: ProductVariation) => void;
}

export const VariationGroups = observer(function VariationGroups({
  product,
  chosen,
  onChange,
}: Props) {
  const store = useStores();
  const money = useMoney();
  const { t } = useTranslation();
  const picks = chosen ? variationData(chosen) : {};
  return (
    <>
      {variationAttributes(product).map((attribute) => (
        <fieldset key={attribute.name} className="option-group" data-testid="variation-group">
          <legend>
            {attribute.name} <span className="option-group__hint">{t('product.required')}</span>
          </legend>
          {attribute.values.map((value) => {
            const variation = pickVariationValue(product, picks, attribute.name, value);
            const soldOut = !variation?.in_stock;
            const price = variation
              ? dishUnitPrice(lineFromProduct(product, { variationId: variation.id }))
              : null;
            return (
              <label
                key={value}
                className={`option${soldOut ? ' option--disabled' : ''}`}
                data-testid="variation-option"
              >
                <input
                  type="radio"
                  name={`variation-${attribute.name}`}
                  checked={picks[attribute.name] === value}
                  disabled={soldOut}
                  onChange={() => {
                    if (!variation) return;
                    store.platform.haptics.selection();
                    onChange(variation);
                  }}
                />
                <span className="option__name">{value}</span>
                <span className="option__price">
                  {soldOut ? t('product.soldOut') : price !== null ? money(price) : ''}
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </>
  );
});
