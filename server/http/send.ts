// One way to answer with a text body: validators (ETag → 304), cache headers and compression.
// Route modules and the page renderer use it; the catalogue files keep their own (prebuilt) ones.
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES, compressedByTag, pickEncoding } from './encoding.ts';

export interface TextAnswer {
  body: string | Uint8Array;
  type: string;
  status?: number;
  /** Computed from the body when not given. */
  etag?: string;
  cacheControl: string;
  headers?: Record<string, string>;
}

export function etagFor(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** True when the request's If-None-Match names this ETag (weak comparison, RFC 9110). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((t) => bare(t) === bare(etag));
}

export function sendText(c: Context, answer: TextAnswer): Response {
  const etag = answer.etag ?? etagFor(answer.body);
  const status = answer.status ?? 200;
  const headers = new Headers(answer.headers);
  headers.set('content-type', answer.type);
  headers.set('cache-control', answer.cacheControl);
  headers.set('etag', etag);
  const compressible = COMPRESSIBLE.test(answer.type);
  if (compressible) headers.append('vary', 'Accept-Encoding');
  if (status === 200 && notModified(c.req.header('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  const size =
    typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length;
  const encoding =
    compressible && size >= MIN_COMPRESS_BYTES
      ? pickEncoding(c.req.header('accept-encoding'))
      : null;
  const body = encoding ? compressedByTag(etag, answer.body, encoding) : answer.body;
  if (encoding) headers.set('content-encoding', encoding);
  headers.set(
    'content-length',
    String(typeof body === 'string' ? Buffer.byteLength(body) : body.length),
  );
  return new Response(c.req.method === 'HEAD' ? null : (body as BodyInit), { status, headers });
}
