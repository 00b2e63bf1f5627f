// Prices as the customer's language writes them: '1 095,50 ₽' in Russian, '1,095.50 ₽' in English,
// '1.095,50 ₽' in German (the shop's currency sign after the amount, as the shop writes it).
import { useStores } from './store-context.tsx';
import { useTranslation } from './use-translation.ts';
import { formatMoney } from './format.ts';
import { numberLocale } from '../domain/written-locale.ts';

/** Writes an amount in the interface's language, in the shop's currency unless one is given. */
export function useMoney(): (amount: number, currency?: string) => string {
  const { settings } = useStores();
  const { i18n } = useTranslation();
  const locale = numberLocale(i18n.language);
  return (amount, currency = settings.currency) => formatMoney(amount, currency, locale);
}
