// Display formatting shared by screens.

// One number format per locale and number of decimals: `toLocaleString` builds a formatter on every
// call, and a menu page prices each card several times (about 50 ms of a home page's first render).
const formats: Record<string, Intl.NumberFormat> = {};

export function formatMoney(amount: number, currency: string, locale = 'ru-RU'): string {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  const format = (formats[locale + decimals] ??= new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: 2,
  }));
  return `${format.format(amount)}\u00a0${currency}`;
}
