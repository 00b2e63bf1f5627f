// For answers built by route handlers (the API's JSON): an ETag from the body with 304 for a match,
// and compression. Answers that already carry an ETag or an encoding (prebuilt catalogue files,
// static files, pages) pass untouched, as do streams and errors.
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES, compressedByTag, pickEncoding } from './encoding.ts';
import { etagFor, notModified } from './send.ts';

/** Bodies above this size are left as they are (they should be prebuilt files). */
const MAX_BUFFERED = 8 * 1024 * 1024;

export function deliverText(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || res.status !== 200 || !res.body) return;
    const type = res.headers.get('content-type') ?? '';
    if (!COMPRESSIBLE.test(type) || res.headers.has('content-encoding')) return;
    if (res.headers.has('etag') || /no-store/.test(res.headers.get('cache-control') ?? '')) return;
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_BUFFERED) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const etag = etagFor(body);
    const headers = new Headers(res.headers);
    headers.set('etag', etag);
    headers.append('vary', 'Accept-Encoding');
    if (notModified(c.req.header('if-none-match'), etag)) {
      headers.delete('content-length');
      headers.delete('content-type');
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    const encoding =
      body.length >= MIN_COMPRESS_BYTES ? pickEncoding(c.req.header('accept-encoding')) : null;
    const out = encoding ? compressedByTag(etag, body, encoding) : body;
    if (encoding) headers.set('content-encoding', encoding);
    headers.set('content-length', String(out.length));
    c.res = new Response(method === 'HEAD' ? null : (out as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    });
  };
}
