// The demo shop's two video stories (settings.demo_previews): short H.264 clips drawn from the
// Fluent Emoji 3D art the catalogue already uses, so the demo shows a story that plays, not a still.
// Each frame is drawn by system Chromium (CSS animations stopped at the frame's time) and ffmpeg
// encodes them. The clips are committed (server/seed/video/); re-run this only to change them:
//   apt-get install -y ffmpeg && npx tsx scripts/demo-video.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { mediaFile } from '../server/seed/media.ts';
import { systemChromium } from './system-chromium.ts';

const WIDTH = 360;
const HEIGHT = 640;
const FPS = 30;
const SECONDS = 6;
/** Frames are drawn at 1.5× the layout: 540 × 960, sharp enough on a phone's full screen. */
const SCALE = 1.5;
const OUT_DIR = path.resolve('server/seed/video');

const art = (key: string) => {
  const file = mediaFile(key);
  if (!file) throw new Error(`no Fluent Emoji art for ${key}`);
  return `data:${file.type};base64,${file.body.toString('base64')}`;
};

interface Sprite {
  key: string;
  size: number;
  /** CSS keyframes for this sprite (transform, opacity), over the clip's whole length. */
  frames: string;
}

interface Clip {
  name: string;
  background: string;
  sprites: Sprite[];
}

/** A sprite that flies in from (dx, dy), lands at (x, y) by `land` (share of the clip) and bobs. */
const flyIn = (x: number, y: number, dx: number, dy: number, land: number, spin = 0): string => `
  0% { transform: translate(${x + dx}px, ${y + dy}px) rotate(${spin}deg) scale(0.4); opacity: 0; }
  ${Math.round(land * 60)}% { opacity: 1; }
  ${Math.round(land * 100)}% { transform: translate(${x}px, ${y}px) rotate(0deg) scale(1); opacity: 1; }
  ${Math.round(land * 100 + (100 - land * 100) / 2)}% { transform: translate(${x}px, ${y - 8}px) rotate(4deg) scale(1.03); }
  100% { transform: translate(${x}px, ${y}px) rotate(-2deg) scale(1); opacity: 1; }`;

/** Gathers into the centre and vanishes at `at`, as the dish appears. */
const gather = (x: number, y: number, dx: number, dy: number, at: number): string => `
  0% { transform: translate(${x + dx}px, ${y + dy}px) scale(0.5); opacity: 0; }
  ${Math.round(at * 40)}% { transform: translate(${x}px, ${y}px) scale(1); opacity: 1; }
  ${Math.round(at * 80)}% { transform: translate(${x}px, ${y}px) scale(1) rotate(8deg); opacity: 1; }
  ${Math.round(at * 100)}% { transform: translate(0px, 40px) scale(0.2); opacity: 0; }
  100% { transform: translate(0px, 40px) scale(0.2); opacity: 0; }`;

/** Pops in at `at` with an overshoot, then turns slowly. */
const popIn = (at: number, y = 40): string => `
  0% { transform: translate(0px, ${y}px) scale(0); }
  ${Math.round(at * 100)}% { transform: translate(0px, ${y}px) scale(0); }
  ${Math.round(at * 100 + 7)}% { transform: translate(0px, ${y}px) scale(1.15) rotate(-6deg); }
  ${Math.round(at * 100 + 12)}% { transform: translate(0px, ${y}px) scale(1) rotate(0deg); }
  100% { transform: translate(0px, ${y - 14}px) scale(1.06) rotate(10deg); }`;

/** Twinkles (scale and fade) around `at`. */
const twinkle = (x: number, y: number, at: number): string => `
  0%, ${Math.round(at * 100)}% { transform: translate(${x}px, ${y}px) scale(0); opacity: 0; }
  ${Math.round(at * 100 + 6)}% { transform: translate(${x}px, ${y}px) scale(1) rotate(20deg); opacity: 1; }
  ${Math.round(at * 100 + 16)}% { transform: translate(${x}px, ${y}px) scale(0.2) rotate(60deg); opacity: 0; }
  100% { transform: translate(${x}px, ${y}px) scale(0); opacity: 0; }`;

const CLIPS: Clip[] = [
  {
    name: 'pizza',
    background: 'radial-gradient(circle at 50% 45%, #ffb36b 0%, #f2672e 45%, #a8321a 100%)',
    sprites: [
      { key: '1f345', size: 110, frames: gather(-90, -170, -160, -120, 0.42) },
      { key: '1f9c0', size: 120, frames: gather(90, -150, 160, -140, 0.45) },
      { key: '1f33f', size: 96, frames: gather(-100, 170, -160, 180, 0.48) },
      { key: '1f344', size: 96, frames: gather(100, 180, 170, 160, 0.5) },
      { key: '1f355', size: 260, frames: popIn(0.5, 10) },
      { key: '2728', size: 80, frames: twinkle(-120, -150, 0.6) },
      { key: '2728', size: 60, frames: twinkle(125, -70, 0.68) },
      { key: '2728', size: 72, frames: twinkle(-115, 150, 0.76) },
      { key: '2728', size: 64, frames: twinkle(110, 170, 0.84) },
    ],
  },
  {
    name: 'rolls',
    background: 'radial-gradient(circle at 50% 40%, #7fd3ff 0%, #2f8fd8 50%, #1b3f8f 100%)',
    sprites: [
      { key: '1f962', size: 140, frames: flyIn(0, -220, 0, -200, 0.22, -40) },
      { key: '1f363', size: 120, frames: flyIn(-80, -90, -220, 0, 0.32, -30) },
      { key: '1f363', size: 120, frames: flyIn(80, -90, 220, 0, 0.4, 30) },
      { key: '1f35a', size: 100, frames: flyIn(-95, 40, -220, 40, 0.48, -20) },
      { key: '1f364', size: 110, frames: flyIn(95, 40, 220, 40, 0.54, 20) },
      { key: '1f371', size: 180, frames: popIn(0.6, 195) },
      { key: '2728', size: 64, frames: twinkle(125, -200, 0.7) },
      { key: '2728', size: 56, frames: twinkle(-125, 130, 0.8) },
    ],
  },
];

function page(clip: Clip): string {
  const css = clip.sprites
    .map(
      (s, i) => `@keyframes k${i} {${s.frames}}
      #s${i} { width: ${s.size}px; height: ${s.size}px; margin: ${-s.size / 2}px 0 0 ${-s.size / 2}px;
        animation: k${i} ${SECONDS}s linear both paused; }`,
    )
    .join('\n');
  const sprites = clip.sprites
    .map((s, i) => `<img id="s${i}" class="sprite" src="${art(s.key)}" alt="">`)
    .join('');
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
    body { background: ${clip.background}; position: relative; }
    .sprite { position: absolute; left: 50%; top: 50%; filter: drop-shadow(0 12px 18px rgba(0,0,0,.28)); }
    ${css}
  </style></head><body>${sprites}</body></html>`;
}

async function encode(frames: Buffer[], out: string): Promise<void> {
  // H.264 in MP4 with the index first: plays in every Telegram client's web view and browser.
  const args = [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'image2pipe',
    '-framerate',
    String(FPS),
    '-i',
    '-',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    out,
  ];
  const ffmpeg = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg: ${code}`))));
  });
  for (const frame of frames) {
    if (!ffmpeg.stdin.write(frame)) await new Promise((r) => ffmpeg.stdin.once('drain', r));
  }
  ffmpeg.stdin.end();
  await done;
}

const browser = await chromium.launch({ executablePath: systemChromium });
try {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const clip of CLIPS) {
    const tab = await browser.newPage({
      viewport: { width: WIDTH, height: HEIGHT },
      deviceScaleFactor: SCALE,
    });
    await tab.setContent(page(clip));
    await tab.waitForFunction(() => [...document.images].every((i) => i.complete));
    const frames: Buffer[] = [];
    for (let n = 0; n < FPS * SECONDS; n++) {
      const ms = (n * 1000) / FPS;
      await tab.evaluate((t) => {
        for (const a of document.getAnimations()) a.currentTime = t;
      }, ms);
      frames.push(await tab.screenshot({ type: 'png' }));
    }
    const out = path.join(OUT_DIR, `${clip.name}.mp4`);
    await encode(frames, out);
    console.log(`${out}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
    await tab.close();
  }
} finally {
  await browser.close();
}
