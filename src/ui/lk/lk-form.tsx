// The account's form pieces: a card form with its save button (profile, preferences), and a
// labelled field with the account's input look (profile, saved address).
import type { InputHTMLAttributes, ReactNode } from 'react';

/** A card form: a press while `busy` does nothing; `submit` names and marks its save button. */
export function LkForm({
  busy,
  onSave,
  submit,
  children,
}: {
  busy: boolean;
  onSave: () => Promise<void>;
  submit: { label: string; testId: string };
  children: ReactNode;
}) {
  return (
    <form
      className="lk-card lk-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void onSave();
      }}
    >
      {children}
      <button
        type="submit"
        className="btn btn--primary"
        disabled={busy}
        data-testid={submit.testId}
      >
        {submit.label}
      </button>
    </form>
  );
}

export function LkField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="lk-field">
      <span className="lk-field__label">{label}</span>
      {children}
    </label>
  );
}

/** A text input in its field; `after` follows the input (its problem). */
export function LkInput({
  label,
  onValue,
  after,
  ...input
}: {
  label: string;
  onValue: (value: string) => void;
  after?: ReactNode;
  'data-testid': string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  return (
    <LkField label={label}>
      <input className="auth-input" {...input} onChange={(e) => onValue(e.target.value)} />
      {after}
    </LkField>
  );
}
