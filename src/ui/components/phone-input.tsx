// A phone field: formatted as the customer types ('8 (916) 123-45-67', '+7 916 123-45-67') and
// deleting still works. Sign-in's phone step and the call-back forms (request, booking) use it.
import type { InputHTMLAttributes } from 'react';
import { AsYouType } from 'libphonenumber-js/min';

function asTyped(value: string, previous: string): string {
  if (value.length < previous.length) return value;
  return new AsYouType('RU').input(value);
}

export function PhoneInput({
  value,
  onChange,
  ...rest
}: {
  value: string;
  onChange: (value: string) => void;
  'data-testid': string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 900 000-00-00"
      value={value}
      onChange={(e) => onChange(asTyped(e.target.value, value))}
      {...rest}
    />
  );
}
