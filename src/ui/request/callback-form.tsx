// The modal form the shop answers by calling back (a request, a table booking), one piece for both:
// the lead, the form's own fields, name and phone, the comment and the foot; and the confirmation's
// frame. `kind` names the texts ('booking.lead', 'request.submit'…) and the test ids.
import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { useFormMainButton } from '../components/use-form-main-button.ts';
import { CommentField, ContactFields } from './contact-fields.tsx';
import { FormFooter } from './form-footer.tsx';
import { CheckArt } from './check-art.tsx';
import { showFirstProblem } from '../components/show-first-problem.ts';

type Kind = 'booking' | 'request';

/** What both forms' states have (booking-form-store, request-form-store). */
interface CallbackFormState {
  name: string;
  phone: string;
  comment: string;
  busy: boolean;
  failure: string | null;
  setName(value: string): void;
  setPhone(value: string): void;
  setComment(value: string): void;
  submit(): Promise<boolean>;
  watch(): () => void;
}

/** The state's watch while open, and Telegram's MainButton that submits (visible: not yet done). */
export function useCallbackForm(kind: Kind, state: CallbackFormState, visible: boolean) {
  const store = useStores();
  const { t } = useTranslation();
  useEffect(() => state.watch(), [state]);
  const formRef = useRef<HTMLFormElement>(null);
  // Telegram: the MainButton sends; the in-page button is for the website.
  const hostButton = useFormMainButton(store.platform.mainButton, formRef, {
    text: t(`${kind}.submit`),
    visible,
    loading: state.busy,
  });
  return { formRef, hostButton };
}

export const CallbackForm = observer(function CallbackForm({
  kind,
  state,
  form,
  className,
  error,
  contactsLabel,
  comment,
  summary,
  children,
}: {
  kind: Kind;
  state: CallbackFormState;
  form: ReturnType<typeof useCallbackForm>;
  className: string;
  /** The translated problem of a field, or null. */
  error: (field: 'name' | 'phone') => string | null;
  contactsLabel?: string;
  comment: { rows: number; maxLength: number };
  /** Above the submit button. */
  summary?: ReactNode;
  /** The form's own fields, between the lead and the contacts. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      ref={form.formRef}
      className={className}
      noValidate
      data-testid={`${kind}-form`}
      onSubmit={(e) => {
        e.preventDefault();
        const el = e.currentTarget;
        void state.submit().then((done) => !done && showFirstProblem(el, '.form-sheet__error'));
      }}
    >
      <p className="form-sheet__lead">{t(`${kind}.lead`)}</p>
      {children}
      <ContactFields
        name={state.name}
        phone={state.phone}
        onName={(v) => state.setName(v)}
        onPhone={(v) => state.setPhone(v)}
        errors={{ name: error('name'), phone: error('phone') }}
        testId={kind}
        label={contactsLabel}
      />
      <CommentField
        label={t(`${kind}.comment`)}
        value={state.comment}
        placeholder={t(`${kind}.commentPlaceholder`)}
        onChange={(v) => state.setComment(v)}
        rows={comment.rows}
        maxLength={comment.maxLength}
        testId={kind}
      />
      <FormFooter
        testId={kind}
        failure={state.failure}
        busy={state.busy}
        hostButton={form.hostButton}
        submit={t(`${kind}.submit`)}
        sending={t(`${kind}.sending`)}
        note={t(`${kind}.note`)}
      >
        {summary}
      </FormFooter>
    </form>
  );
});

/** The confirmation's frame: the mark, what the form says, and the button that closes. */
export function CallbackDone({
  kind,
  onClose,
  children,
}: {
  kind: Kind;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-sheet form-sheet--done" data-testid={`${kind}-done`}>
      <CheckArt />
      {children}
      <button
        type="button"
        className="btn btn--primary form-sheet__submit"
        onClick={onClose}
        data-autofocus
        data-testid={`${kind}-close`}
      >
        {t(`${kind}.done.close`)}
      </button>
    </div>
  );
}
