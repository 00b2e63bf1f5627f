// What follows a Telegram user to their other devices (issue 18 item 6): the copy kept in Telegram's
// CloudStorage, how it must fit there, and which copy wins when the device's and the cloud's differ.
//
// CloudStorage's limits (Telegram Mini Apps 6.9): a key is 1–128 characters of A-Z a-z 0-9 _ -, a
// value at most 4096 characters, at most 1024 keys per user and bot. A copy is one key holding
// `{"at": <ms of its last change>, "data": …}`; a copy too long is made smaller by its own rule
// (the oldest favourite goes, the last of the recent addresses…) until it fits, never cut mid-JSON.

export const CLOUD_KEY_MAX = 128;
export const CLOUD_VALUE_MAX = 4096;
export const CLOUD_KEYS_MAX = 1024;

/** Whether CloudStorage takes this key. */
export function isCloudKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(key) && key.length <= CLOUD_KEY_MAX;
}

export interface CloudCopy<T = unknown> {
  /** When the copy last changed (ms since the epoch, the device's clock). */
  at: number;
  data: T;
}

/** Reads a stored copy; null for nothing stored ('') or anything that is not one of ours. */
export function readCloudCopy(raw: string): CloudCopy | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { at, data } = parsed as { at?: unknown; data?: unknown };
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0 || data === undefined) return null;
  return { at, data };
}

/**
 * The copy as CloudStorage will keep it: `shrink` makes the data one step smaller (null when it
 * cannot be), and is applied until the value fits `max` characters. Null when it never fits.
 */
export function fitCloudCopy<T>(
  data: T,
  at: number,
  shrink: (data: T) => T | null,
  max = CLOUD_VALUE_MAX,
): { value: string; data: T } | null {
  let current: T | null = data;
  // Each step must make the data smaller; the bound only guards a shrink that never ends.
  for (let step = 0; current !== null && step <= 10_000; step++) {
    const value = JSON.stringify({ at, data: current });
    if (value.length <= max) return { value, data: current };
    current = shrink(current);
  }
  return null;
}

/** A list one item shorter from its end (the items kept are the first ones); null when empty. */
export function withoutLast<T>(items: readonly T[]): T[] | null {
  return items.length > 0 ? items.slice(0, -1) : null;
}

/**
 * Which copy the store keeps: the one changed last wins. `deviceAt` is when this device's copy last
 * changed (0: never, a fresh device); `cloudAt` null when the cloud holds no usable copy, which the
 * device's copy then becomes. Equal times are the same copy: nothing to do.
 */
export function newerCopy(deviceAt: number, cloudAt: number | null): 'device' | 'cloud' | 'same' {
  if (cloudAt === null) return 'device';
  if (cloudAt > deviceAt) return 'cloud';
  return cloudAt < deviceAt ? 'device' : 'same';
}
