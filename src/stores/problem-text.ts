// What to tell the customer when a call fails: the shop's own words when it gave any ('Не хватает
// на складе'), else a translated sentence that says what happened — no answer in time, no
// connection — and what to do; the action's own fallback otherwise.
import type { Problem } from '../api/client.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ProblemTexts {
  /** The action's own "could not …" text. */
  fallback: string;
  /** The action's own timeout text (placing says the order will not be doubled). */
  timeout?: string;
}

export function problemText(t: Translate, problem: Problem, keys: ProblemTexts): string {
  if ('message' in problem && problem.message) return problem.message;
  if (problem.kind === 'timeout') return t(keys.timeout ?? 'forms.errors.timeout');
  if (problem.kind === 'cannot-connect') return t('forms.errors.offline');
  return t(keys.fallback);
}
