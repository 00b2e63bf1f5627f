// '500 г · 298 ₽/кг' ('500 g · 298 ₽/kg' in English): a product's portion and what a kilogram (or a
// litre) of it costs.
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import type { Product } from '../../domain/model.ts';
import { portionOf, unitPrice } from '../../domain/unit-price.ts';
import { useMoney } from '../use-money.ts';
import { formatAmount } from '../format.ts';
import { numberLocale } from '../../domain/written-locale.ts';

export const UnitPriceText = observer(function UnitPriceText({ product }: { product: Product }) {
  const money = useMoney();
  const { t, i18n } = useTranslation();
  const portion = portionOf(product);
  const perUnit = unitPrice(product);
  if (!portion && !perUnit) return null;
  const amount = portion && formatAmount(portion.amount, numberLocale(i18n.language));
  return (
    <p className="product-card__meta product-card__unit" data-testid="unit-price">
      {portion && (
        <span>
          {portion.unit
            ? t(`cart.qty.${portion.unit}`, { amount })
            : `${amount}\u00a0${portion.written}`}
        </span>
      )}
      {perUnit && (
        <span>
          {t(perUnit.per === 'kg' ? 'nav.perKg' : 'nav.perLitre', {
            price: money(perUnit.amount),
          })}
        </span>
      )}
    </p>
  );
});
