// Comparing a secret a client sent (an order key, a webhook secret, a channel signature, a code)
// in constant time, so the time taken says nothing about how much of it was right. Byte lengths,
// not string lengths: a non-ASCII guess of the right length in characters must not throw.
import crypto from 'node:crypto';

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
