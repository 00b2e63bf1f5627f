// Files from a folder with validators and cache headers: an ETag from size and time (304 without
// opening the file), the build's .br/.gz twin when the client takes it, the caller's Cache-Control
// (a year for hashed assets, revalidation for the rest), and one byte range of a file sent as it is
// (a story's video: Safari and Telegram's iOS client ask for ranges and play nothing without them).
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import parseRange from 'range-parser';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE, pickEncoding } from './encoding.ts';
import { notModified } from './send.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export interface StaticOptions {
  root: string;
  /** Maps the request path to a path inside root (default: the request path). */
  rewrite?: (requestPath: string) => string;
  cacheControl: (file: string) => string;
  /** Never serve these (e.g. the page template, which pages are rendered from). */
  skip?: (relative: string) => boolean;
}

function stat(file: string): fs.Stats | null {
  try {
    const s = fs.statSync(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

export function staticFiles(options: StaticOptions): MiddlewareHandler {
  const root = path.resolve(options.root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(options.rewrite ? options.rewrite(c.req.path) : c.req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || options.skip?.(path.relative(root, file)))
      return next();
    const stats = stat(file);
    if (!stats) return next();
    return fileResponse(c, file, stats, options.cacheControl(file));
  };
}

export function fileResponse(c: Context, file: string, stats: fs.Stats, cacheControl: string) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  const headers = new Headers({
    'content-type': type,
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
  });
  const compressible = COMPRESSIBLE.test(type);
  if (compressible) headers.set('vary', 'Accept-Encoding');
  if (notModified(c.req.header('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  let served = file;
  let size = stats.size;
  if (compressible) {
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const twin = encoding && stat(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
    if (encoding && twin) {
      served = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      size = twin.size;
      headers.set('content-encoding', encoding);
    }
  }
  const range = served === file ? byteRange(c, stats) : null;
  if (served === file) headers.set('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
    size = range.end - range.start + 1;
  }
  const status = range ? 206 : 200;
  headers.set('content-length', String(size));
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = Readable.toWeb(
    fs.createReadStream(served, range ?? undefined),
  ) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}

/**
 * The one range a `Range: bytes=…` header asks of the file (RFC 9110 §14), or null for the whole
 * file: no header, a malformed one, several ranges (answered whole rather than as multipart), or an
 * If-Range that no longer matches. Our ETag is weak, so If-Range can only match the date.
 */
function byteRange(
  c: Context,
  stats: fs.Stats,
): { start: number; end: number } | 'unsatisfiable' | null {
  const header = c.req.header('range');
  if (!header) return null;
  const ifRange = c.req.header('if-range');
  if (ifRange !== undefined && ifRange !== stats.mtime.toUTCString()) return null;
  const ranges = parseRange(stats.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
