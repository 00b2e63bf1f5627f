// Display formatting shared by screens.
export function formatMoney(amount: number, currency: string, locale = 'ru-RU'): string {
  const whole = Number.isInteger(amount);
  const n = amount.toLocaleString(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${n}\u00a0${currency}`;
}
