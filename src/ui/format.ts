// Display formatting shared by screens.

// One number format per locale and number of decimals: `toLocaleString` builds a formatter on every
// call, and a menu page prices each card several times (about 50 ms of a home page's first render).
const formats: Record<string, Intl.NumberFormat> = {};

export function formatMoney(amount: number, currency: string, locale = 'ru-RU'): string {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  const text =
    (locale === 'ru-RU' && russianNumber(amount, decimals)) ||
    (formats[locale + decimals] ??= new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: 2,
    })).format(amount);
  return `${text}\u00a0${currency}`;
}

/**
 * A quantity or portion ('1,5', '1.5', '500'): up to two decimals, in `locale`. In Russian without
 * Intl, as prices are: a grocery's cards write their weights before any price is drawn.
 */
export function formatAmount(amount: number, locale: string): string {
  return (
    (locale === 'ru-RU' && russianNumber(amount, 2).replace(/,?0+$/, '')) ||
    (formats[`${locale}~`] ??= new Intl.NumberFormat(locale, {
      maximumFractionDigits: 2,
    })).format(amount)
  );
}

/**
 * What Intl.NumberFormat('ru-RU') writes for a price, without Intl: the first Intl object a page
 * makes loads the ICU data, 20-30 ms of the start's first price in Chromium (traced). As ICU does,
 * it rounds the number's shortest decimal form (`String(1.005)` is '1.005': 1,01) half away from
 * zero, keeps the sign of a negative amount that rounds to zero, groups by three with a no-break
 * space and writes a decimal comma. Empty for what it leaves to Intl (exponent forms, -0).
 * format.test.ts holds it to Intl's answer over thousands of amounts.
 */
function russianNumber(amount: number, decimals: 0 | 2): string {
  const shortest = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(shortest) || Object.is(amount, -0)) return '';
  const [whole, fraction = ''] = shortest.split('.') as [string, string?];
  // The digits kept, as one integer, plus one when the first dropped digit is 5 or more.
  let digits = whole + fraction.padEnd(decimals, '0').slice(0, decimals);
  if ((fraction[decimals] ?? '0') >= '5')
    digits = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  const int = digits.slice(0, digits.length - decimals) || '0';
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return (amount < 0 ? '-' : '') + grouped + (decimals ? `,${digits.slice(-decimals)}` : '');
}
