// The one HTTP transport for the merchant's backend (ARCHITECTURE.md "src/api/client.ts"): every
// call returns a result the caller must handle, answers are validated at the boundary, one time
// budget bounds every call, and idempotent requests — GETs, and POSTs that carry an idempotency
// key — are retried on the statuses of SPEC.md §7 with the same key on every try.
import type * as v from 'valibot';

/** A problem with an answer, as a Standard Schema validator (valibot's `~standard`) names it. */
interface Issue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** An answer's problems in a line for `bad-data` details and the log: where and what. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => {
      const path = (i.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p));
      return `${path.length ? path.join('.') : '(answer)'}: ${i.message}`;
    })
    .join('; ');
}

export type Problem =
  /** No answer within the call's time budget (a stalled connection). */
  | { kind: 'timeout'; temporary: true }
  | { kind: 'cannot-connect'; temporary: true }
  | { kind: 'server'; status: number; temporary: true }
  | { kind: 'too-many'; message: string; temporary: true }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'not-found' }
  /**
   * The shop's refusal (4xx with WordPress's {code, message}), never retried away. `reason` and
   * `params` (`data.reason`, more precise than the code, and `data.params`) let the storefront word it in
   * the customer's language; `message` is the shop's own words for reasons it does not know.
   */
  | {
      kind: 'rejected';
      status: number;
      code: string;
      message: string;
      reason?: string;
      params?: MessageParams;
    }
  | { kind: 'bad-data'; detail: string };

/** Values a server message names ('{{amount}}'). */
export type MessageParams = Record<string, string | number>;

export type Result<T> = { ok: true; data: T } | { ok: false; problem: Problem };

/** SPEC.md §7: idempotent requests are retried on these statuses. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * How the customer's token reaches the backend. 'header' (`Authorization: Bearer`, the reference
 * backend's default) keeps it out of URLs and so out of access logs and Referer headers; 'query'
 * (`?token=`) is how the vendor's WordPress plugins read it (SPEC.md §7), for merchants who need it.
 */
/**
 * &lang for a language other than the shop's own (ru): its own keeps the address (and caches) it
 * had. The backend answers the shop's texts (settings, catalogue, account texts) in it.
 */
export const langParam = (lang: string): string | undefined => (lang === 'ru' ? undefined : lang);

export type TokenTransport = 'header' | 'query';

/** The whole call, every try and every wait included, ends within this (a stalled connection). */
export const CALL_BUDGET_MS = 15_000;
/** One try waits this long for the answer's headers before the next try (if the budget allows). */
export const ATTEMPT_TIMEOUT_MS = 8_000;

export interface ClientOptions {
  base: string;
  fetch?: typeof fetch;
  token?: () => string | null;
  tokenTransport?: TokenTransport;
  /** Tries of an idempotent call (default 3); a non-idempotent call is tried once. */
  retries?: number;
  backoffMs?: number;
  /** The time budget of one call, all tries included (default CALL_BUDGET_MS). */
  timeoutMs?: number;
  /** The longest one try may wait for the answer to start (default ATTEMPT_TIMEOUT_MS). */
  attemptTimeoutMs?: number;
  log?: (message: string, detail?: unknown) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /**
   * Creates something once (an order, a booking, a request): sent as the `Idempotency-Key` header
   * on every try, which makes the POST safe to retry. Keep one key per attempt of the customer's
   * (until it succeeds or is refused), so pressing again after a timeout reuses it.
   */
  idempotencyKey?: string;
  /** Safe to repeat without a key (a PUT-like POST such as saving the favourites list). */
  idempotent?: boolean;
  /** This call's token instead of the signed-in one (logout sends the token it ends). */
  token?: string | null;
  headers?: Record<string, string>;
}

/** A fresh key for one attempt at creating something (an order, a booking, a request). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/**
 * Creates something once per key (an order, a booking, a request): a POST the client may retry,
 * the server answering the same thing for the same key.
 */
export function postOnce<S extends v.GenericSchema>(
  client: ApiClient,
  path: string,
  schema: S,
  body: unknown,
  idempotencyKey: string,
): Promise<Result<v.InferOutput<S>>> {
  return client.request(path, schema, { method: 'POST', body, idempotencyKey });
}

type Outcome = { ok: true; data: unknown } | { ok: false; problem: Problem; retry: boolean };

export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  constructor(private readonly options: ClientOptions) {
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
  }

  get base(): string {
    return this.options.base;
  }

  get tokenTransport(): TokenTransport {
    return this.options.tokenTransport ?? 'header';
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

  /**
   * `schema` may still be loading (a module loaded with the call, shop-api.ts): the answer waits for
   * it, the request does not. A schema that cannot load is the connection's problem (offline).
   */
  async request<S extends v.GenericSchema>(
    path: string,
    schema: S | Promise<S>,
    opts: RequestOptions = {},
  ): Promise<Result<v.InferOutput<S>>> {
    const checker = Promise.resolve(schema).then(
      (s) => s,
      (error: unknown) => {
        this.log(`answer check for ${path} not loaded`, error);
        return null;
      },
    );
    const method = opts.method ?? 'GET';
    const idempotent = opts.idempotent ?? (method === 'GET' || opts.idempotencyKey !== undefined);
    const attempts = idempotent ? Math.max(1, this.options.retries ?? 3) : 1;
    // The token is read once, as the call starts: every try sends the same one.
    const token = opts.token !== undefined ? opts.token : (this.options.token?.() ?? null);
    // One budget for the whole call, kept by a timer (not by reading the clock, which a test or
    // a sleeping device may stop): when it runs out the try under way is cut and the call ends.
    const budget = new Budget(this.options.timeoutMs ?? CALL_BUDGET_MS);
    let last: Problem = { kind: 'cannot-connect', temporary: true };
    try {
      for (let attempt = 0; attempt < attempts && !budget.over; attempt++) {
        if (attempt > 0) await budget.wait((this.options.backoffMs ?? 300) * 2 ** (attempt - 1));
        if (budget.over) break;
        const outcome = await this.once(path, method, opts, token, budget);
        if (outcome.ok) {
          const check = await checker;
          if (!check) return { ok: false, problem: { kind: 'cannot-connect', temporary: true } };
          // Through the schema's Standard Schema face: the transport imports no validator code.
          const parsed = await check['~standard'].validate(outcome.data);
          if (!parsed.issues) return { ok: true, data: parsed.value as v.InferOutput<S> };
          const detail = describeIssues(parsed.issues).slice(0, 300);
          this.log(`bad answer from ${path}`, detail);
          return { ok: false, problem: { kind: 'bad-data', detail } };
        }
        last = outcome.problem;
        if (!outcome.retry) break;
      }
    } finally {
      budget.end();
    }
    if (budget.over) last = { kind: 'timeout', temporary: true };
    this.log(`request failed ${method} ${path}`, last);
    return { ok: false, problem: last };
  }

  private get attemptMs(): number {
    return this.options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  }

  private async once(
    path: string,
    method: string,
    opts: RequestOptions,
    token: string | null,
    budget: Budget,
  ): Promise<Outcome> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const query = { ...opts.query };
    if (token && this.tokenTransport === 'query') query.token = token;
    else if (token) headers.authorization = `Bearer ${token}`;
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.attemptMs);
    const stop = budget.onOver(() => controller.abort());
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, query), {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
      });
    } catch (error) {
      const timedOut = controller.signal.aborted || (error as Error).name === 'AbortError';
      return {
        ok: false,
        problem: timedOut
          ? { kind: 'timeout', temporary: true }
          : { kind: 'cannot-connect', temporary: true },
        retry: true,
      };
    } finally {
      clearTimeout(timer);
      stop();
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
    return {
      ok: false,
      problem: problemOf(response.status, data),
      retry: RETRY_STATUSES.has(response.status),
    };
  }

  private log(message: string, detail?: unknown) {
    (this.options.log ?? ((m, d) => console.warn(`[api] ${m}`, d)))(message, detail);
  }
}

/** The typed problem of an error answer; WordPress's {code, message} is kept where it says something. */
export function problemOf(status: number, data: unknown): Problem {
  const body = (data && typeof data === 'object' ? data : {}) as {
    code?: unknown;
    message?: unknown;
    error?: unknown;
    data?: { reason?: unknown; params?: unknown } | null;
  };
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof body.error === 'string'
        ? body.error
        : '';
  const code = typeof body.code === 'string' ? body.code : '';
  if (status === 401) return { kind: 'unauthorized', message };
  if (status === 403) return { kind: 'forbidden', message };
  if (status === 404) return { kind: 'not-found' };
  if (status === 429) return { kind: 'too-many', message, temporary: true };
  if (status >= 500) return { kind: 'server', status, temporary: true };
  // 408, 409 and 425 are retried (SPEC.md §7); when they persist, the last answer is the shop's word
  // ('Не хватает на складе', 'Столик на это время уже заняли').
  const reason = typeof body.data?.reason === 'string' ? body.data.reason : undefined;
  return { kind: 'rejected', status, code, message, reason, params: paramsOf(body.data?.params) };
}

function paramsOf(raw: unknown): MessageParams | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: MessageParams = {};
  for (const [k, v] of Object.entries(raw))
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) out[k] = v;
  return out;
}

/** A call's time budget: over once its timer fires; waits and tries end early when it is. */
class Budget {
  over = false;
  private listeners = new Set<() => void>();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(ms: number) {
    this.timer = setTimeout(() => {
      this.over = true;
      for (const listener of [...this.listeners]) listener();
    }, ms);
  }

  /** Runs `fn` when the budget runs out; returns the unsubscribe. */
  onOver(fn: () => void): () => unknown {
    if (this.over) {
      fn();
      return () => undefined;
    }
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Waits `ms`, or less if the budget runs out first. */
  wait(ms: number): Promise<void> {
    if (this.over) return Promise.resolve();
    return new Promise((resolve) => {
      let stop: () => unknown = () => undefined;
      const timer = setTimeout(done, ms);
      stop = this.onOver(done);
      function done() {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  }

  end() {
    clearTimeout(this.timer);
    this.listeners.clear();
  }
}

/** The message to show a customer for a failed call. */
export function problemMessage(problem: Problem, fallback: string): string {
  if ('message' in problem && problem.message) return problem.message;
  return fallback;
}
