// Contract: a file sent as it is answers one byte range (206), as WordPress's web server does, so a
// story's video plays where the player asks for ranges (Safari, Telegram's iOS client); what cannot
// be served as a range is answered whole or refused as RFC 9110 says.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';
import { uploadsDir } from '../../server/app.ts';

const server = testServer();
const CLIP = '/api/wp-content/uploads/video/pizza.mp4';
const whole = fs.readFileSync(path.join(uploadsDir(server.config), 'video', 'pizza.mp4'));
const size = whole.length;

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await server.app.request(url, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('a demo story clip by byte ranges', () => {
  it('is seeded, an MP4 the stories play, and says it takes ranges', async () => {
    const { res, bytes } = await get(CLIP);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    expect(bytes.equals(whole)).toBe(true);
  });

  it.each([
    // [Range, If-Range, status, Content-Range, first byte, last byte]
    ['bytes=0-1', undefined, 206, `bytes 0-1/${size}`, 0, 1],
    ['bytes=100-', undefined, 206, `bytes 100-${size - 1}/${size}`, 100, size - 1],
    ['bytes=-100', undefined, 206, `bytes ${size - 100}-${size - 1}/${size}`, size - 100, size - 1],
    ['bytes=10-5000000', undefined, 206, `bytes 10-${size - 1}/${size}`, 10, size - 1],
    // Adjacent ranges are one; separate ones are answered whole, not as multipart.
    ['bytes=0-9,10-19', undefined, 206, `bytes 0-19/${size}`, 0, 19],
    ['bytes=0-9,500-599', undefined, 200, null, 0, size - 1],
    // Another unit, or no '=': the whole file.
    ['bytes 0-1', undefined, 200, null, 0, size - 1],
    ['pages=1-2', undefined, 200, null, 0, size - 1],
    // If-Range: only the file's own date matches (its ETag is weak); otherwise the whole file.
    ['bytes=0-1', 'W/"old"', 200, null, 0, size - 1],
    ['bytes=0-1', 'Mon, 01 Jan 2024 00:00:00 GMT', 200, null, 0, size - 1],
  ] as const)(
    'Range %s, If-Range %s → %i %s',
    async (range, ifRange, status, contentRange, a, b) => {
      const headers: Record<string, string> = { range };
      if (ifRange) headers['if-range'] = ifRange;
      const { res, bytes } = await get(CLIP, headers);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-range')).toBe(contentRange);
      expect(res.headers.get('content-length')).toBe(String(b - a + 1));
      expect(bytes.equals(whole.subarray(a, b + 1))).toBe(true);
    },
  );

  it('answers a range of the current file when If-Range holds its date', async () => {
    const date = (await get(CLIP)).res.headers.get('last-modified')!;
    const { res, bytes } = await get(CLIP, { range: 'bytes=4-7', 'if-range': date });
    expect(res.status).toBe(206);
    expect(bytes.toString()).toBe('ftyp');
  });

  // Past the end, or bytes no file has (as Express's `send` answers, from the same parser).
  it.each([`bytes=${size}-`, 'bytes=abc', 'bytes=5-2'])(
    'refuses %s with 416 and the size',
    async (range) => {
      const { res, bytes } = await get(CLIP, { range });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(bytes.length).toBe(0);
    },
  );

  it('answers HEAD with the range it would send and no body', async () => {
    const res = await server.app.request(CLIP, {
      method: 'HEAD',
      headers: { range: 'bytes=0-99' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-length')).toBe('100');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('keeps validators first: a held copy is a 304 whatever the range', async () => {
    const tag = (await get(CLIP)).res.headers.get('etag')!;
    const { res } = await get(CLIP, { range: 'bytes=0-1', 'if-none-match': tag });
    expect(res.status).toBe(304);
  });
});
