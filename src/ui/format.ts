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
  // The digits kept, as one integer string, then rounded up when the first dropped digit is 5+.
  let digits = whole + fraction.padEnd(decimals, '0').slice(0, decimals);
  if ((fraction[decimals] ?? '0') >= '5') digits = increment(digits);
  const int = digits.slice(0, digits.length - decimals) || '0';
  let grouped = '';
  for (let end = int.length; end > 0; end -= 3)
    grouped = int.slice(Math.max(0, end - 3), end) + (grouped ? `\u00a0${grouped}` : '');
  return (amount < 0 ? '-' : '') + grouped + (decimals ? `,${digits.slice(-decimals)}` : '');
}

/** A string of decimal digits plus one ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return '1' + '0'.repeat(digits.length);
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}
