// Name and phone of a form the shop answers by calling back (a request, a table booking): the phone
// is formatted as it is typed ('8 (916) 123-45-67', '+7 916 123-45-67') and deleting still works.
import { useId } from 'react';
import { useTranslation } from '../use-translation.ts';
import { FieldError } from './field-error.tsx';
import { PhoneInput } from '../components/phone-input.tsx';
import './forms.css';

export function ContactFields({
  name,
  phone,
  onName,
  onPhone,
  errors,
  testId,
  label,
}: {
  name: string;
  phone: string;
  onName: (v: string) => void;
  onPhone: (v: string) => void;
  /** Translated problems to show, per field. */
  errors: { name?: string | null; phone?: string | null };
  /** Prefix of the inputs' data-testid: `${testId}-name`, `${testId}-phone`. */
  testId: string;
  /** Names the pair for screen readers, e.g. 'Контакты'. */
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-sheet__pair" role={label ? 'group' : undefined} aria-label={label}>
      <div className="form-sheet__field">
        <label className="form-sheet__label" htmlFor={`${id}-name`}>
          {t('forms.name')}
        </label>
        <input
          id={`${id}-name`}
          className="form-sheet__input"
          value={name}
          onChange={(e) => onName(e.target.value)}
          autoComplete="given-name"
          maxLength={100}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          data-testid={`${testId}-name`}
        />
        <FieldError id={`${id}-name-error`} text={errors.name} testId={`${testId}-error-name`} />
      </div>
      <div className="form-sheet__field">
        <label className="form-sheet__label" htmlFor={`${id}-phone`}>
          {t('forms.phone')}
        </label>
        <PhoneInput
          id={`${id}-phone`}
          className="form-sheet__input"
          value={phone}
          onChange={onPhone}
          aria-invalid={Boolean(errors.phone)}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
          data-testid={`${testId}-phone`}
        />
        <FieldError id={`${id}-phone-error`} text={errors.phone} testId={`${testId}-error-phone`} />
      </div>
    </div>
  );
}

/** The wishes/comment box of a modal form (booking, request). */
export function CommentField({
  label,
  value,
  placeholder,
  onChange,
  rows,
  maxLength,
  testId,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  /** 'booking' → booking-comment. */
  testId: string;
}) {
  return (
    <label className="form-sheet__field">
      <span className="form-sheet__label">{label}</span>
      <textarea
        className="form-sheet__input form-sheet__textarea"
        rows={rows}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`${testId}-comment`}
      />
    </label>
  );
}
