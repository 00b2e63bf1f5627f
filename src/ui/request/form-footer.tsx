// The foot of a modal form (booking, request): the failure that kept the form, an optional summary,
// the submit button on the website (Telegram's MainButton does its job there) and the note.
import type { ReactNode } from 'react';

export function FormFooter({
  testId,
  failure,
  busy,
  hostButton,
  submit,
  sending,
  note,
  children,
}: {
  /** 'booking' → booking-failure, booking-submit. */
  testId: string;
  failure: string | null;
  busy: boolean;
  /** The host's own button submits (Telegram): no in-page button. */
  hostButton: boolean;
  submit: string;
  sending: string;
  note: string;
  children?: ReactNode;
}) {
  return (
    <div className="form-sheet__footer">
      {failure && (
        <p className="form-sheet__failure" role="alert" data-testid={`${testId}-failure`}>
          {failure}
        </p>
      )}
      {children}
      {!hostButton && (
        <button
          type="submit"
          className="btn btn--primary form-sheet__submit"
          disabled={busy}
          aria-busy={busy}
          data-testid={`${testId}-submit`}
        >
          {busy ? sending : submit}
        </button>
      )}
      <p className="form-sheet__note">{note}</p>
    </div>
  );
}
