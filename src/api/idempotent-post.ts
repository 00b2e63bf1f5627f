// A POST that creates something once (a booking, a request): the same Idempotency-Key on every
// try, so a retry after a dropped connection or a 5xx answers what the first try made. Not through
// client.request: that reads a 409 as temporary and drops its message, while here a 409 is the
// shop's answer ("no free tables at that time") to show as it is.
import type * as z from 'zod/mini';
import type { ApiClient, Problem, Result } from './client.ts';

/** A fresh key for one attempt at creating something (an order, a booking, a request). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postOnce<S extends z.ZodMiniType>(
  client: ApiClient,
  path: string,
  body: unknown,
  schema: S,
  opts: { key: string; token: string | null; fetch?: typeof fetch; backoffMs?: number },
): Promise<Result<z.output<S>>> {
  const fetchImpl = opts.fetch ?? ((...args) => fetch(...args));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'Idempotency-Key': opts.key,
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let last: Problem = { kind: 'cannot-connect', temporary: true };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await sleep((opts.backoffMs ?? 400) * 2 ** (attempt - 1));
    let response: Response;
    try {
      response = await fetchImpl(client.url(path), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    } catch {
      last = { kind: 'cannot-connect', temporary: true };
      continue;
    }
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = schema.safeParse(data);
      return parsed.success
        ? { ok: true, data: parsed.data as z.output<S> }
        : { ok: false, problem: { kind: 'bad-data', detail: parsed.error.message.slice(0, 300) } };
    }
    const answer = (data ?? {}) as { code?: unknown; message?: unknown };
    const message = typeof answer.message === 'string' ? answer.message : '';
    if (response.status >= 500) {
      last = { kind: 'server', status: response.status, temporary: true };
      continue;
    }
    if (response.status === 401) return { ok: false, problem: { kind: 'unauthorized', message } };
    if (response.status === 403) return { ok: false, problem: { kind: 'forbidden', message } };
    if (response.status === 429)
      return { ok: false, problem: { kind: 'too-many', message, temporary: true } };
    return {
      ok: false,
      problem: {
        kind: 'rejected',
        status: response.status,
        code: typeof answer.code === 'string' ? answer.code : '',
        message,
      },
    };
  }
  return { ok: false, problem: last };
}
