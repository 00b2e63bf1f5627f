// Fortune-wheel geometry (SPEC.md §2 /lk/game). Segment i is drawn clockwise from the top, the
// pointer sits at the top, and `rotation` (radians, clockwise) turns the whole wheel.

const TAU = Math.PI * 2;
const mod = (a: number, n: number) => ((a % n) + n) % n;

/** The segment under the pointer at this rotation. */
export function segmentAtPointer(rotation: number, count: number): number {
  const seg = TAU / count;
  return Math.floor(mod(-rotation, TAU) / seg) % count;
}

/**
 * The rotation to stop at so the backend's prize (segment `index`) ends under the pointer, after
 * at least `turns` full turns forward from `current`. `offset` (-0.5…0.5 of a segment, kept
 * inside ±0.4) moves the stop off the exact centre so spins do not all look alike.
 */
export function wheelStopRotation(
  current: number,
  index: number,
  count: number,
  turns: number,
  offset = 0,
): number {
  const seg = TAU / count;
  const safe = Math.max(-0.4, Math.min(0.4, offset));
  const target = -(index + 0.5 + safe) * seg;
  return current + turns * TAU + mod(target - current, TAU);
}

/** Ease-out cubic: fast start, slow landing, t and the answer in 0…1. */
export function easeOut(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}
