// Whether an untrusted value is one of a closed list of names (page types, language codes…).
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
