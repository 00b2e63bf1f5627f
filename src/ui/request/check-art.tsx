// The confirmation mark of a sent form: a brand-coloured circle with a tick.
export function CheckArt() {
  return (
    <svg className="form-sheet__art" width={64} height={64} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="var(--brand-soft)" />
      <circle cx="32" cy="32" r="22" fill="var(--brand)" />
      <path
        d="M22 32.5l7 7 13-14"
        fill="none"
        stroke="var(--brand-contrast)"
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
