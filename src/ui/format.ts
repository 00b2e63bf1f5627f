// Display formatting shared by screens.

// One number format per locale and kind: `toLocaleString` builds a new formatter on every call, and
// a menu page prices each card several times (about 50 ms of a home page's first render).
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole ? 0 : 2}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: string, locale = 'ru-RU'): string {
  return `${numberFormat(locale, Number.isInteger(amount)).format(amount)}\u00a0${currency}`;
}
