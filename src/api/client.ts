// HTTP transport for the merchant's backend: every call returns a result the caller must handle,
// answers are validated at the boundary, idempotent requests are retried (SPEC.md §7).
import * as z from 'zod/mini';

// zod/mini loads no locale, so every issue would read "Invalid input"; classic zod registered
// English by itself. Keep the same messages in `bad-data` details and in the log.
z.config(z.locales.en());

export type Problem =
  | { kind: 'timeout'; temporary: true }
  | { kind: 'cannot-connect'; temporary: true }
  | { kind: 'server'; status: number; temporary: true }
  | { kind: 'too-many'; message: string; temporary: true }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'not-found' }
  | { kind: 'rejected'; status: number; code: string; message: string }
  | { kind: 'bad-data'; detail: string };

export type Result<T> = { ok: true; data: T } | { ok: false; problem: Problem };

/** SPEC.md §7: idempotent requests are retried on these statuses. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export interface ClientOptions {
  base: string;
  fetch?: typeof fetch;
  token?: () => string | null;
  retries?: number;
  backoffMs?: number;
  timeoutMs?: number;
  log?: (message: string, detail?: unknown) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** Safe to repeat: GETs always are; a POST only with an idempotency key. */
  idempotent?: boolean;
  headers?: Record<string, string>;
}

export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  constructor(private readonly options: ClientOptions) {
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
  }

  get base(): string {
    return this.options.base;
  }

  /** Absolute URL for a backend path or a media URL the backend returned. */
  url(path: string, query?: RequestOptions['query']): string {
    const isAbsolute = /^https?:\/\//.test(path);
    // Media from the reference backend already carries its /api prefix.
    const full = isAbsolute
      ? path
      : path.startsWith('/api/') && this.options.base.endsWith('/api')
        ? this.options.base.slice(0, -4) + path
        : this.options.base + path;
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    const qs = params.toString();
    return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
  }

  async request<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    opts: RequestOptions = {},
  ): Promise<Result<z.output<S>>> {
    const method = opts.method ?? 'GET';
    const idempotent = opts.idempotent ?? method === 'GET';
    const attempts = idempotent ? (this.options.retries ?? 3) : 1;
    let last: Problem = { kind: 'cannot-connect', temporary: true };
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep((this.options.backoffMs ?? 300) * 2 ** (attempt - 1));
      const outcome = await this.once(path, method, opts);
      if (outcome.ok) {
        const parsed = schema.safeParse(outcome.data);
        if (parsed.success) return { ok: true, data: parsed.data };
        this.log(`bad answer from ${path}`, parsed.error.issues.slice(0, 3));
        return {
          ok: false,
          problem: { kind: 'bad-data', detail: parsed.error.message.slice(0, 300) },
        };
      }
      last = outcome.problem;
      if (!('temporary' in last) || !outcome.retry) break;
    }
    this.log(`request failed ${method} ${path}`, last);
    return { ok: false, problem: last };
  }

  private async once(
    path: string,
    method: string,
    opts: RequestOptions,
  ): Promise<{ ok: true; data: unknown } | { ok: false; problem: Problem; retry: boolean }> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const token = this.options.token?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 15_000);
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, opts.query), {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'AbortError';
      return {
        ok: false,
        problem: timedOut
          ? { kind: 'timeout', temporary: true }
          : { kind: 'cannot-connect', temporary: true },
        retry: true,
      };
    } finally {
      clearTimeout(timer);
    }
    let data: unknown = null;
    const text = await response.text().catch(() => '');
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok)
        return { ok: false, problem: { kind: 'bad-data', detail: 'not JSON' }, retry: false };
    }
    if (response.ok) return { ok: true, data };
    const body = (data ?? {}) as { code?: unknown; message?: unknown; error?: unknown };
    const message =
      typeof body.message === 'string'
        ? body.message
        : typeof body.error === 'string'
          ? body.error
          : '';
    const retry = RETRY_STATUSES.has(response.status);
    if (response.status === 401)
      return { ok: false, problem: { kind: 'unauthorized', message }, retry: false };
    if (response.status === 403)
      return { ok: false, problem: { kind: 'forbidden', message }, retry: false };
    if (response.status === 404) return { ok: false, problem: { kind: 'not-found' }, retry: false };
    if (response.status === 429)
      return { ok: false, problem: { kind: 'too-many', message, temporary: true }, retry };
    if (response.status >= 500 || retry)
      return {
        ok: false,
        problem: { kind: 'server', status: response.status, temporary: true },
        retry,
      };
    return {
      ok: false,
      problem: {
        kind: 'rejected',
        status: response.status,
        code: typeof body.code === 'string' ? body.code : '',
        message,
      },
      retry: false,
    };
  }

  private log(message: string, detail?: unknown) {
    (this.options.log ?? ((m, d) => console.warn(`[api] ${m}`, d)))(message, detail);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The message to show a customer for a failed call. */
export function problemMessage(problem: Problem, fallback: string): string {
  if ('message' in problem && problem.message) return problem.message;
  return fallback;
}
