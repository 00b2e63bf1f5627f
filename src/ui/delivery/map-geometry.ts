// Fits [lon, lat] shapes into an SVG box for the schematic map. An equirectangular projection
// scaled by cos(latitude) is exact enough for one city and keeps circles round.
import type { LonLat } from '../../domain/delivery-zone.ts';

export interface Frame {
  width: number;
  height: number;
  project(point: LonLat): [x: number, y: number];
  /** Kilometres one SVG unit stands for. */
  kmPerUnit: number;
}

const KM_PER_DEGREE = 111.32;

/**
 * `pad` keeps shapes off the edges; the top gets room for a pin standing on the topmost point.
 * `minSpan` (degrees of latitude) keeps a few close points from filling the whole map.
 */
export function fitFrame(
  points: readonly LonLat[],
  width: number,
  height: number,
  pad = 16,
  minSpan = 0.02,
): Frame {
  const padTop = pad + 24;
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const [minLon, maxLon] = [Math.min(...lons), Math.max(...lons)];
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const midLat = (minLat + maxLat) / 2;
  const cos = Math.cos((midLat * Math.PI) / 180);
  // Widths in "latitude degrees" so both axes share one unit; a lone point gets a 2 km box.
  const spanX = Math.max((maxLon - minLon) * cos, minSpan);
  const spanY = Math.max(maxLat - minLat, minSpan);
  const scale = Math.min((width - 2 * pad) / spanX, (height - pad - padTop) / spanY);
  const cx = (minLon + maxLon) / 2;
  const cy = (minLat + maxLat) / 2;
  return {
    width,
    height,
    kmPerUnit: KM_PER_DEGREE / scale,
    project: ([lon, lat]) => [
      round(width / 2 + (lon - cx) * cos * scale),
      round((height + padTop - pad) / 2 - (lat - cy) * scale),
    ],
  };
}

/** An SVG path for a polygon ring. */
export function ringPath(ring: readonly LonLat[], frame: Frame): string {
  return (
    ring
      .map((p, i) => {
        const [x, y] = frame.project(p);
        return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
      })
      .join(' ') + ' Z'
  );
}

/** A round scale-bar length (1, 2 or 5 × 10ⁿ km) about a quarter of the map wide. */
export function scaleBarKm(frame: Frame): number {
  const target = (frame.width / 4) * frame.kmPerUnit;
  const power = 10 ** Math.floor(Math.log10(target));
  return [5, 2, 1].map((m) => m * power).find((km) => km <= target) ?? power;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
