// No request may starve the others: bodies are capped per route before anything reads them, and
// pricing and eligibility work runs against a time budget. Every refusal has WordPress's shape.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError, wpError } from './route-helpers.ts';

/** Most calls carry a phone, an address or a short form. */
export const SMALL_BODY = 16 * 1024;
/** A cart: 100 lines with options, supplements and the vendor's meta stay well under this. */
export const CART_BODY = 256 * 1024;
/** Lines a cart may send to pricing (orders and the coupon calls). */
export const MAX_CART_ITEMS = 200;

/** Calls that carry a whole cart. */
const CART_ROUTES = [
  /\/wp-json\/wc\/v3\/orders$/,
  /\/wp-json\/wc\/v3\/coupons\/autoapply$/,
  /\/wp-json\/api\/flutter_woo\/coupon$/,
];

const tooLarge = (max: number) => (c: Context) =>
  wpError(c, 413, 'rest_payload_too_large', 'Слишком большой запрос', { max_bytes: max });

/** 413 for a body over its route's limit, checked on Content-Length or while it streams in. */
export function bodyLimits(): MiddlewareHandler {
  const small = bodyLimit({ maxSize: SMALL_BODY, onError: tooLarge(SMALL_BODY) });
  const cart = bodyLimit({ maxSize: CART_BODY, onError: tooLarge(CART_BODY) });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS')
      return next();
    return CART_ROUTES.some((r) => r.test(c.req.path)) ? cart(c, next) : small(c, next);
  };
}

/** Refuses a list longer than `max` before any of it is looked at. */
export function assertCount(list: unknown, max: number, field: string): void {
  const n = Array.isArray(list)
    ? list.length
    : list && typeof list === 'object'
      ? Object.keys(list).length
      : 0;
  if (n > max) {
    throw new HttpError(400, 'rest_invalid_param', `${field}: не больше ${max} позиций`, {
      field,
      max,
    });
  }
}

/**
 * Milliseconds one request may spend on pricing or eligibility. Work checks it between steps and
 * gives up with 503 (the storefront retries later) rather than hold the server for everyone.
 */
export class TimeBudget {
  private readonly until: number;
  constructor(
    ms: number,
    private clock: () => number = () => performance.now(),
  ) {
    this.until = clock() + ms;
  }
  check(): void {
    if (this.clock() > this.until) {
      throw new HttpError(503, 'time_budget_exceeded', 'Сервер занят. Попробуйте ещё раз.');
    }
  }
}

/** A budget that never runs out (scripts, tests of other things). */
export const NO_BUDGET = { check: () => undefined } as const satisfies Pick<TimeBudget, 'check'>;
