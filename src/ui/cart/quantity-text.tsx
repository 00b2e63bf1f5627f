// A line's quantity as the customer thinks of it: '1,5 кг', '500 г', '12 шт'.
import { useTranslation } from '../use-translation.ts';
import type { lineQuantity } from '../../domain/cart-rules.ts';
import { formatAmount } from '../format.ts';
import { numberLocale } from '../../domain/written-locale.ts';

export function QuantityText({ quantity }: { quantity: ReturnType<typeof lineQuantity> }) {
  const { t, i18n } = useTranslation();
  const amount = formatAmount(quantity.amount, numberLocale(i18n.language));
  return <>{t(`cart.qty.${quantity.unit}`, { amount })}</>;
}
