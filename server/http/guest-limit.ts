// Guests (no account) place orders, book tables and ask for call-backs without signing in; each
// kind is limited per client and per phone (GUEST_LIMIT_PER_CLIENT, GUEST_LIMIT_PER_PHONE, per
// hour), so one visitor cannot sell out a dish, take every table of an evening or flood the shop.
// Only what is created counts: a retry of the same Idempotency-Key or a refused form does not.
import type { Limits } from '../config.ts';
import type { RateLimiter } from './rate-limit.ts';

export type GuestKind = 'order' | 'booking' | 'request';

export const GUEST_LIMIT_TEXT: Record<GuestKind, string> = {
  order: 'Слишком много заказов без входа. Войдите или попробуйте позже.',
  booking: 'Слишком много броней. Попробуйте позже.',
  request: 'Слишком много заявок. Попробуйте позже.',
};

/**
 * Checks both limits now (calling `refuse`, which throws, when either is used up) and answers
 * `take()`, to be called once the thing is created.
 */
export function guestLimit(
  limiter: RateLimiter,
  limits: Limits,
  kind: GuestKind,
  client: string,
  phone: string | null,
  refuse: () => never,
): { take: () => void } {
  const keys: [string, Limits['guestPerClient']][] = [
    [`guest:${kind}:client:${client}`, limits.guestPerClient],
  ];
  if (phone) keys.push([`guest:${kind}:phone:${phone}`, limits.guestPerPhone]);
  if (keys.some(([key, limit]) => limiter.count(key, limit) >= limit[0])) refuse();
  return { take: () => keys.forEach(([key, limit]) => limiter.add(key, limit)) };
}
