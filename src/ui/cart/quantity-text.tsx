// A line's quantity as the customer thinks of it: '1,5 кг', '500 г', '12 шт'.
import { useTranslation } from '../use-translation.ts';
import type { lineQuantity } from '../../domain/cart-rules.ts';
import { numberLocale } from '../format.ts';

export function QuantityText({ quantity }: { quantity: ReturnType<typeof lineQuantity> }) {
  const { t, i18n } = useTranslation();
  const amount = quantity.amount.toLocaleString(numberLocale(i18n.language), {
    maximumFractionDigits: 2,
  });
  return <>{t(`cart.qty.${quantity.unit}`, { amount })}</>;
}
