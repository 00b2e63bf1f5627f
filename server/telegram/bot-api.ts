// The few Telegram Bot API calls the reference backend makes (https://core.telegram.org/bots/api),
// against a configurable base URL: Telegram's own (https://api.telegram.org) in production, the
// local fake (server/telegram/fake-bot-api.ts) in the demo and the tests.

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export class BotApiError extends Error {
  constructor(
    public method: string,
    public errorCode: number,
    description: string,
  ) {
    super(`${method}: ${description}`);
  }
}

export interface BotApi {
  call<T>(method: string, params: Record<string, unknown>): Promise<T>;
}

/** Calls `{base}/bot{token}/{method}` with a JSON body; answers `result` or throws BotApiError. */
export function botApi(options: {
  base: string;
  token: string;
  fetch: Fetch;
  timeoutMs?: number;
}): BotApi {
  const base = options.base.replace(/\/$/, '');
  return {
    async call<T>(method: string, params: Record<string, unknown>): Promise<T> {
      let res: Response;
      try {
        res = await options.fetch(`${base}/bot${options.token}/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(params),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new BotApiError(method, 0, `no answer (${(error as Error).message})`);
      }
      const body = (await res.json().catch(() => null)) as {
        ok?: boolean;
        result?: T;
        error_code?: number;
        description?: string;
      } | null;
      if (!body?.ok) {
        throw new BotApiError(
          method,
          body?.error_code ?? res.status,
          body?.description ?? `HTTP ${res.status}`,
        );
      }
      return body.result as T;
    },
  };
}
