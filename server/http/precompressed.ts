// Answers from bytes compressed ahead of time, as a static file server would: brotli or gzip chosen
// by Accept-Encoding (identity streamed out of the gzip copy for the rare client that takes
// neither), a strong ETag per encoding, and 304 Not Modified when the client's copy is current.
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

export interface Precompressed {
  /** Hash of the uncompressed bytes; each encoding's ETag is derived from it. */
  hash: string;
  br: Buffer;
  gzip: Buffer;
  rawBytes: number;
  /** How long the bytes took to produce, for Server-Timing. */
  buildMs: number;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (RFC 9110 §12.5.3: q=0 refuses; brotli is preferred). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || (q.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** Strong validators differ per encoding (RFC 9110 §8.8.3): the bytes differ. */
export function etagOf(hash: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** If-None-Match names a copy of these bytes, in any encoding (or `*`). */
export function ifNoneMatchHits(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${hash}"` || tag.startsWith(`"${hash}-`);
  });
}

export function sendPrecompressed(
  c: Context,
  file: Precompressed,
  contentType = 'application/json; charset=utf-8',
): Response {
  const encoding = negotiateEncoding(c.req.header('accept-encoding'));
  c.header('vary', 'Accept-Encoding');
  // Every use checks back: a 304 costs a round trip and no bytes, and stock stays current.
  c.header('cache-control', 'no-cache');
  c.header('server-timing', `build;dur=${file.buildMs.toFixed(1)}`);
  if (ifNoneMatchHits(c.req.header('if-none-match'), file.hash)) {
    c.header('etag', etagOf(file.hash, encoding));
    return c.body(null, 304);
  }
  c.header('etag', etagOf(file.hash, encoding));
  c.header('content-type', contentType);
  if (encoding === 'identity') {
    c.header('content-length', String(file.rawBytes));
    const stream = Readable.from([file.gzip]).pipe(zlib.createGunzip());
    return c.body(Readable.toWeb(stream) as ReadableStream);
  }
  const bytes = encoding === 'br' ? file.br : file.gzip;
  c.header('content-encoding', encoding);
  c.header('content-length', String(bytes.length));
  return c.body(bytes as unknown as Uint8Array<ArrayBuffer>);
}
