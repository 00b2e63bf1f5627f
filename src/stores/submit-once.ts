// A form that creates something once per attempt (a booking, a call-back request): one
// Idempotency-Key from the first press until the thing is made or refused, so a double press or a
// retry after a dropped connection makes one.
import { runInAction } from 'mobx';
import { newIdempotencyKey, type Result } from '../api/client.ts';
import type { RootStore } from './root-store.ts';
import { problemText } from './problem-text.ts';

/** The key of the attempt under way; kept out of MobX (it is never shown). */
export class AttemptKey {
  private key: string | null = null;

  get current(): string {
    return (this.key ??= newIdempotencyKey());
  }

  /** Made, or refused (a refusal made nothing): the next press is a new attempt. A lost answer keeps the key. */
  settle(result: Result<unknown>): void {
    if (result.ok || result.problem.kind === 'rejected') this.key = null;
  }
}

/** What the modal shows of the form's sending. */
export interface SendingForm<T> {
  /** Field problems show after the first press. */
  touched: boolean;
  busy: boolean;
  failure: string | null;
  done: T | null;
}

/**
 * Sends the form unless it is sending, sent, or has problems (then a warning buzz): `busy` while it
 * goes, then what was made in `done` (and `made()`), or the refusal's words in `failure` and in a
 * notice. Answers the result, or null when nothing was sent.
 */
export async function submitOnce<T>(
  form: SendingForm<T>,
  root: Pick<RootStore, 'ui' | 'platform'>,
  how: {
    valid: () => boolean;
    attempt: AttemptKey;
    send: (key: string) => Promise<Result<T>>;
    /** The form's own "could not send" text key. */
    fallback: string;
    made?: () => void;
  },
): Promise<Result<T> | null> {
  if (form.busy || form.done) return null;
  form.touched = true;
  if (!how.valid()) {
    root.platform.haptics.notify('warning');
    return null;
  }
  form.busy = true;
  form.failure = null;
  const result = await how.send(how.attempt.current);
  runInAction(() => {
    form.busy = false;
    how.attempt.settle(result);
    if (result.ok) {
      form.done = result.data;
      how.made?.();
    } else form.failure = problemText(root.ui.t, result.problem, { fallback: how.fallback });
  });
  if (result.ok) root.platform.haptics.notify('success');
  else root.ui.notify(form.failure!, 'error');
  return result;
}
