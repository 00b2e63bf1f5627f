// A sign-in step's form (the phone, the code) and its one labelled field with the flow's problem
// under it.
import { useId, type ReactNode } from 'react';
import type { FlowError } from '../../stores/sign-in-flow.ts';
import { FlowErrorText } from './flow-error.tsx';

export function AuthForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The input gets its id and, while there is a problem, the problem's id to be described by. */
export function AuthField({
  name,
  label,
  error,
  children,
}: {
  name: 'phone' | 'code';
  label: string;
  error: FlowError | null;
  children: (input: { id: string; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label className="auth-field" htmlFor={`${id}-${name}`}>
        <span className="auth-field__label">{label}</span>
        {children({ id: `${id}-${name}`, 'aria-describedby': error ? `${id}-error` : undefined })}
      </label>
      <FlowErrorText error={error} id={`${id}-error`} />
    </>
  );
}
