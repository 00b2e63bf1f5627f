import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * SPEC.md §5 'введите корректный номер': a phone the customer typed, in any local habit
 * ('8 (900) 123-45-67', '+7 900…', '9001234567'), as E.164, or null when it cannot be a real
 * number. The min metadata checks length and prefixes, which is all the sign-in SMS needs.
 */
export function normalizePhone(input: string, defaultCountry: CountryCode = 'RU'): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** SPEC.md §3 contacts phone: shown in international form; text that is no phone stays as typed. */
export function formatPhone(input: string, defaultCountry: CountryCode = 'RU'): string {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.formatInternational() : input;
}
