// A field's problem under it, read out when it appears.
export function FieldError({
  id,
  text,
  testId,
}: {
  id: string;
  text: string | null | undefined;
  testId: string;
}) {
  if (!text) return null;
  return (
    <span className="form-sheet__error" id={id} role="alert" data-testid={testId}>
      {text}
    </span>
  );
}
