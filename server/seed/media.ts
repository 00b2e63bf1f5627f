// Product and category art: Fluent Emoji 3D WebP files from @lobehub/fluent-emoji-3d,
// addressed by their code-point key (the file name without '.webp', e.g. '1f355').

import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface MediaFile {
  body: Buffer;
  type: string;
}

const KEY_PATTERN = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*$/;

let assetsDir: string | null | undefined;

/** The package's assets folder, or null when the package is not installed. */
function emojiAssetsDir(): string | null {
  if (assetsDir !== undefined) return assetsDir;
  try {
    const pkg = createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json');
    assetsDir = join(dirname(pkg), 'assets');
  } catch {
    assetsDir = null;
  }
  return assetsDir;
}

function sourcePath(key: string): string | null {
  const dir = emojiAssetsDir();
  if (dir === null || !KEY_PATTERN.test(key)) return null;
  const file = join(dir, `${key}.webp`);
  return existsSync(file) ? file : null;
}

const cache = new Map<string, MediaFile | null>();

/** The WebP bytes for an emoji key, or null when the key is unknown. */
export function mediaFile(key: string): MediaFile | null {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const file = sourcePath(key);
  const media = file === null ? null : { body: readFileSync(file), type: 'image/webp' };
  cache.set(key, media);
  return media;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A soft rounded tile with the label's first letter, for when an image key is missing. */
export function placeholderSvg(label: string, color: string): string {
  const fill = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#f1ece4';
  const letter = escapeXml(Array.from(label.trim())[0]?.toUpperCase() ?? '?');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>',
    '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>',
    '</linearGradient></defs>',
    `<rect x="8" y="8" width="240" height="240" rx="56" fill="${fill}"/>`,
    '<rect x="8" y="8" width="240" height="240" rx="56" fill="url(#g)"/>',
    '<text x="128" y="128" dy="0.35em" text-anchor="middle" ',
    'font-family="Montserrat, Inter, Arial, sans-serif" font-size="112" font-weight="700" ',
    `fill="#000000" fill-opacity="0.42">${letter}</text>`,
    '</svg>',
  ].join('');
}

/** Copies the WebP files for the given keys into destDir; returns how many were copied. */
export function extractMedia(keys: string[], destDir: string): number {
  mkdirSync(destDir, { recursive: true });
  let count = 0;
  for (const key of new Set(keys)) {
    const file = sourcePath(key);
    if (file === null) continue;
    copyFileSync(file, join(destDir, `${key}.webp`));
    count++;
  }
  return count;
}

/** The demo's story clips (made by scripts/demo-video.ts), copied into destDir; returns their names. */
export function extractVideos(destDir: string): string[] {
  const source = fileURLToPath(new URL('./video/', import.meta.url));
  mkdirSync(destDir, { recursive: true });
  const names = readdirSync(source).filter((f) => f.endsWith('.mp4'));
  for (const name of names) copyFileSync(join(source, name), join(destDir, name));
  return names;
}
