// The wheel on a <canvas>: drawn from the backend's prizes, spun to the backend's result.
// SPEC.md §8 "Canvas unavailable: an error is thrown" — the screen's error boundary shows it.
import { useEffect, useRef } from 'react';
import type { WheelState } from '../../stores/account-reads.ts';
import { easeOut, wheelStopRotation } from '../../domain/fortune-wheel.ts';

type Prize = WheelState['prizes'][number];
const SIZE = 300;

function draw(canvas: HTMLCanvasElement, prizes: Prize[], rotation: number) {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D context is unavailable');
  // The backing store is the drawn size times the pixel ratio, both sides: a canvas starts 300×150,
  // so at ratio 1 a width-only check left it squashed to half a wheel (issue 13).
  const dpr = window.devicePixelRatio || 1;
  const pixels = Math.round(SIZE * dpr);
  if (canvas.width !== pixels || canvas.height !== pixels) {
    canvas.width = pixels;
    canvas.height = pixels;
  }
  ctx.setTransform(pixels / SIZE, 0, 0, pixels / SIZE, 0, 0);
  const r = SIZE / 2;
  const seg = (Math.PI * 2) / prizes.length;
  ctx.clearRect(0, 0, SIZE, SIZE);
  prizes.forEach((p, i) => {
    const start = rotation + i * seg - Math.PI / 2;
    ctx.beginPath();
    ctx.moveTo(r, r);
    ctx.arc(r, r, r - 4, start, start + seg);
    ctx.closePath();
    ctx.fillStyle = p.color;
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.save();
    ctx.translate(r, r);
    ctx.rotate(start + seg / 2);
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#fff';
    ctx.font = '600 13px system-ui, sans-serif';
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 3;
    ctx.fillText(p.label, r - 16, 0, r - 48);
    ctx.restore();
  });
  ctx.beginPath();
  ctx.arc(r, r, 22, 0, Math.PI * 2);
  ctx.fillStyle = '#fff';
  ctx.fill();
}

export function FortuneWheel({
  prizes,
  target,
  animate,
  onStop,
  label,
}: {
  prizes: Prize[];
  /** The prize to land on (the backend's result), or null while waiting for a spin. */
  target: string | null;
  animate: boolean;
  onStop: () => void;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rotation = useRef(0);
  const stopped = useRef(onStop);
  stopped.current = onStop;

  useEffect(() => {
    const el = canvas.current!;
    const index = prizes.findIndex((p) => p.id === target);
    if (index < 0) return draw(el, prizes, rotation.current);
    const from = rotation.current;
    const to = wheelStopRotation(from, index, prizes.length, animate ? 6 : 0, Math.random() - 0.5);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const duration = !animate ? 0 : reduced ? 400 : 4500;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = duration === 0 ? 1 : (now - started) / duration;
      rotation.current = from + (to - from) * easeOut(t);
      draw(el, prizes, rotation.current);
      if (t < 1) frame = requestAnimationFrame(step);
      else stopped.current();
    };
    if (duration === 0) step(started);
    else frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [prizes, target, animate]);

  return (
    <div className="lk-wheel">
      <span className="lk-wheel__pointer" aria-hidden="true" />
      <canvas
        ref={canvas}
        className="lk-wheel__canvas"
        style={{ width: SIZE, height: SIZE }}
        role="img"
        aria-label={label}
        data-testid="wheel-canvas"
      />
    </div>
  );
}
