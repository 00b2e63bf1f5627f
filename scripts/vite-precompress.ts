// Build output precompressed (issue 15, "Delivered fast"): every text file of the client build gets
// a brotli (quality 11) and a gzip (level 9) twin beside it, `app.js.br` and `app.js.gz`, which the
// server sends to clients that take them (server/http/static-files.ts) — no compression per request,
// and the smallest bytes. The server's own compress() does it; a plugin package would add nothing but a
// dependency.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MIN_COMPRESS_BYTES, writeTwins } from '../server/http/encoding.ts';

/** Text worth compressing; images and fonts are compressed formats already. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;

/**
 * The service worker and its Workbox runtime are left as they are: written by vite-plugin-pwa in
 * the same closing step (a twin could catch one half-written), small, and fetched by the browser
 * itself on each visit to check for a new build.
 */
const WORKER = /^(sw|workbox-[\w-]+)\.js$/;

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return TEXT.test(entry.name) && !WORKER.test(entry.name) ? [file] : [];
  });
}

export async function precompressDir(dir: string): Promise<{ files: number; saved: number }> {
  let files = 0;
  let saved = 0;
  await Promise.all(
    textFiles(dir).map(async (file) => {
      const raw = await fs.promises.readFile(file);
      if (raw.length < MIN_COMPRESS_BYTES) return;
      // The server's own compression at its highest levels (brotli 11, gzip 9).
      saved += await writeTwins(file, raw, true);
      files += 1;
    }),
  );
  return { files, saved };
}

/** The client build's files compressed once written; the server (SSR) build is left alone. */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const { files, saved } = await precompressDir(outDir);
      this.info?.(`precompressed ${files} files (brotli saves ${Math.round(saved / 1024)} KB)`);
    },
  };
}
