// WordPress and ACF hand the same field over in several shapes, depending on the plugin and on
// whether the admin ever saved it. These readers turn them into one shape each.

/** Flags arrive as booleans, 'yes'/'no', '1'/'0', 'true'/'false' or 1/0. */
export type Flag = boolean | string | number | null | undefined;
export type WpId = number | string;

export interface WpMeta {
  key: string;
  value: unknown;
}

export function isFlagOn(value: Flag): boolean {
  if (typeof value === 'string') {
    return ['yes', '1', 'true', 'on'].includes(value.trim().toLowerCase());
  }
  return value === true || value === 1;
}

/** Off only when said so: a missing flag is neither on nor off. */
export function isFlagOff(value: Flag): boolean {
  if (typeof value === 'string') {
    return ['no', '0', 'false', 'off'].includes(value.trim().toLowerCase());
  }
  return value === false || value === 0;
}

/** Ids as trimmed strings, so 7 and '7' compare equal; blanks from empty repeaters dropped. */
export function idStrings(list: WpId | readonly WpId[] | null | undefined): string[] {
  const items: readonly WpId[] = list === null || list === undefined ? [] : toArray(list);
  return items.map((v) => String(v).trim()).filter((v) => v !== '');
}

/**
 * All values stored under a meta key, as strings: scalars, arrays, comma lists and
 * PHP-serialised arrays ('a:1:{i:0;s:4:"site";}') all occur.
 */
export function metaValues(meta: readonly WpMeta[] | null | undefined, key: string): string[] {
  return (meta ?? []).filter((m) => m.key === key).flatMap((m) => flattenMeta(m.value));
}

function flattenMeta(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(flattenMeta);
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (typeof value !== 'string') return [];
  if (/^a:\d+:\{/.test(value)) {
    return [...value.matchAll(/s:\d+:"([^"]*)"/g)].map((m) => m[1] ?? '');
  }
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function toArray(value: WpId | readonly WpId[]): readonly WpId[] {
  return typeof value === 'object' ? value : [value];
}
