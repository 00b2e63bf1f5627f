// The refusal every room's errors are: app.onError answers any HttpError in the WordPress shape
// {code, message, data: {status, ...data}}, so a route lets it go instead of catching it.

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

export class HttpError<Status extends RefusalStatus = RefusalStatus> extends Error {
  constructor(
    public status: Status,
    public code: string,
    message: string,
    public data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
