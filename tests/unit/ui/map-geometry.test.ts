// The schematic map's projection: everything fits, north is up, a kilometre is a kilometre.
import { describe, expect, it } from 'vitest';
import { fitFrame, ringPath, scaleBarKm } from '../../../src/ui/delivery/map-geometry.ts';
import type { LonLat } from '../../../src/domain/delivery-zone.ts';

const moscow: LonLat[] = [
  [37.5, 55.7],
  [37.7, 55.7],
  [37.7, 55.8],
  [37.5, 55.8],
];

describe('fitFrame', () => {
  const frame = fitFrame(moscow, 360, 220);

  it('keeps every point inside the box, off the edges', () => {
    for (const p of moscow) {
      const [x, y] = frame.project(p);
      expect(x).toBeGreaterThanOrEqual(16);
      expect(x).toBeLessThanOrEqual(344);
      expect(y).toBeGreaterThanOrEqual(16);
      expect(y).toBeLessThanOrEqual(204);
    }
  });

  it('north is up and east is right', () => {
    const [x1, y1] = frame.project([37.5, 55.7]);
    const [x2, y2] = frame.project([37.7, 55.8]);
    expect(x2).toBeGreaterThan(x1);
    expect(y2).toBeLessThan(y1);
  });

  it('a kilometre east equals a kilometre north (cos-latitude scaling)', () => {
    const [x0, y0] = frame.project([37.6, 55.75]);
    const [x1] = frame.project([37.6 + 1 / (111.32 * Math.cos((55.75 * Math.PI) / 180)), 55.75]);
    const [, y1] = frame.project([37.6, 55.75 + 1 / 111.32]);
    expect(Math.abs(x1 - x0 - (y0 - y1))).toBeLessThan(0.3);
    expect((x1 - x0) * frame.kmPerUnit).toBeCloseTo(1, 1);
  });

  it('a lone point gets a small box around it instead of dividing by zero', () => {
    const single = fitFrame([[37.6, 55.75]], 360, 220);
    expect(single.project([37.6, 55.75]).every(Number.isFinite)).toBe(true);
  });

  it('ringPath closes the ring', () => {
    expect(ringPath(moscow, frame)).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){3} Z$/);
  });

  it.each([
    [0.05, 2], // a quarter of 360 units is 4.5 km: the round length below it
    [0.01, 0.5],
    [0.3, 20],
  ])('scale bar at %s km per unit is %s km (1, 2 or 5 × 10ⁿ)', (kmPerUnit, km) => {
    expect(scaleBarKm({ ...frame, kmPerUnit })).toBe(km);
  });
});
