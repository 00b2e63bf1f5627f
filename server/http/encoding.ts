// Content negotiation and compression for text answers: brotli when the client takes it, gzip
// otherwise. Compressed bodies are kept by ETag, so a page or file is compressed once.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';

/** Types worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|xhtml\+xml)|image\/svg\+xml)/i;

/** Below this size compression saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** The best encoding the request accepts (q=0 refuses one), or null for none. */
export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const offered = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    offered.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (e: string) => offered.get(e) ?? offered.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Dynamic answers: a quick brotli level (the build's files are compressed at the highest). */
export function compress(body: Uint8Array | string, encoding: Encoding, best = false): Buffer {
  const input = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  if (encoding === 'br')
    return zlib.brotliCompressSync(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    });
  return zlib.gzipSync(input, { level: best ? 9 : 6 });
}

/**
 * A file's compressed twins beside it (`page.html.br`, `page.html.gz`), which the static file
 * server (and any static host that looks for them) sends to clients that take them; a file too
 * small to gain loses stale twins instead, so an old `.br` never stands for a new file. The number
 * of bytes brotli saved (0 when none were written).
 */
export async function writeTwins(file: string, raw: Buffer, best = false): Promise<number> {
  if (raw.length < MIN_COMPRESS_BYTES) {
    await Promise.all(['br', 'gz'].map((ext) => fs.promises.rm(`${file}.${ext}`, { force: true })));
    return 0;
  }
  const br = compress(raw, 'br', best);
  await Promise.all([
    fs.promises.writeFile(`${file}.br`, br),
    fs.promises.writeFile(`${file}.gz`, compress(raw, 'gzip', best)),
  ]);
  return raw.length - br.length;
}

const kept = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (b) => b.length || 1,
});

/** `body` compressed, taken from the cache when the same ETag was compressed before. */
export function compressedByTag(
  etag: string,
  body: Uint8Array | string,
  encoding: Encoding,
): Buffer {
  const key = `${encoding}|${etag}`;
  let out = kept.get(key);
  if (!out) {
    out = compress(body, encoding);
    kept.set(key, out);
  }
  return out;
}
