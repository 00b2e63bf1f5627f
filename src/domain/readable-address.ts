// An address as a customer reads it on the contacts page: 't.me/tarelka_food', not
// 'https://t.me/tarelka_food/'. Apart from safe-link.ts, which the app's start carries.

export function readableAddress(href: string): string {
  const text = href.replace(/^(https?:\/\/(www\.)?|tel:|mailto:)/, '').replace(/\/$/, '');
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
