// What to tell the customer when a call fails: a refusal the storefront knows by its reason in the
// customer's language, the shop's own words when it gave any ('Не хватает на складе'), else a translated sentence that says what happened — no answer in time, no
// connection — and what to do; the action's own fallback otherwise.
import type { Problem } from '../api/client.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ProblemTexts {
  /** The action's own "could not …" text. */
  fallback: string;
  /** The action's own timeout text (placing says the order will not be doubled). */
  timeout?: string;
}

/**
 * A refusal the storefront knows by its reason, else its code (`serverMessages.<reason>` in the
 * language files),
 * in the customer's language with the server's params; null for a reason it does not know.
 */
export function serverWords(t: Translate, problem: Problem): string | null {
  if (problem.kind !== 'rejected') return null;
  const reason = problem.reason ?? problem.code;
  if (!reason) return null;
  const worded = t(`serverMessages.${reason}`, { ...problem.params, defaultValue: '' });
  return worded || null;
}

export function problemText(t: Translate, problem: Problem, keys: ProblemTexts): string {
  const worded = serverWords(t, problem);
  if (worded) return worded;
  if ('message' in problem && problem.message) return problem.message;
  if (problem.kind === 'timeout') return t(keys.timeout ?? 'forms.errors.timeout');
  if (problem.kind === 'cannot-connect') return t('forms.errors.offline');
  return t(keys.fallback);
}

/**
 * The code of the coupon an order was refused for (`coupon_not_applicable` with `params.code`: a
 * returning guest's first-order discount, a used-up prize, a gift out of stock), else null.
 */
export function refusedCouponCode(problem: Problem): string | null {
  if (problem.kind !== 'rejected' || problem.code !== 'coupon_not_applicable') return null;
  const code = problem.params?.code;
  return typeof code === 'string' && code.trim() ? code : null;
}
