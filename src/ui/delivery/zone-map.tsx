// The schematic map: the shop's delivery zones drawn from settings.map (their own fill and stroke),
// the chosen address as a pin and the pickup points as dots. Works offline, with no maps service.
import { useId } from 'react';
import { useTranslation } from '../use-translation.ts';
import type { LonLat } from '../../domain/delivery-zone.ts';
import type { MapFeature } from '../../domain/model.ts';
import { fitFrame, ringPath, scaleBarKm } from './map-geometry.ts';

export interface MapPlace {
  id: string;
  coords: LonLat;
  label: string;
  active: boolean;
}

interface Props {
  features: MapFeature[];
  point: LonLat | null;
  places: MapPlace[];
  center: LonLat | null;
  onPlace?: (id: string) => void;
  /** 'places' frames the pickup points and lets the zones run off the edges as a backdrop. */
  fit?: 'all' | 'places';
}

const W = 360;
const H = 220;

export function ZoneMap({ features, point, places, center, onPlace, fit = 'all' }: Props) {
  const { t } = useTranslation();
  const grid = `map-grid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const rings = features.map((f) => f.geometry.coordinates[0] ?? []);
  const byPlaces = fit === 'places' && places.length > 0;
  const extent = [...(byPlaces ? [] : rings.flat()), ...places.map((p) => p.coords)];
  if (point) extent.push(point);
  if (extent.length === 0 && center) extent.push(center);
  if (extent.length === 0) return null;
  const frame = fitFrame(extent, W, H, byPlaces ? 40 : 16, byPlaces ? 0.03 : 0.02);
  const bySize = features.map((f, i) => ({ f, ring: rings[i]!, size: spread(rings[i]!) }));
  bySize.sort((a, b) => b.size - a.size); // small zones on top of the big ones around them
  const km = scaleBarKm(frame);
  const pin = point ? frame.project(point) : null;
  return (
    <svg
      className="map-svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('delivery.map.label')}
      data-testid="zone-map"
    >
      <defs>
        <pattern id={grid} width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M24 0H0V24" className="map-svg__grid" />
        </pattern>
      </defs>
      <rect width={W} height={H} className="map-svg__land" />
      <rect width={W} height={H} fill={`url(#${grid})`} />
      {bySize.map(({ f, ring }, i) => (
        <path
          key={i}
          d={ringPath(ring, frame)}
          fill={f.properties.fill || '#2fb36b'}
          fillOpacity={f.properties['fill-opacity'] * (byPlaces ? 0.5 : 1)}
          stroke={f.properties.stroke || f.properties.fill || '#2fb36b'}
          strokeOpacity={f.properties['stroke-opacity']}
          strokeWidth={Math.min(3, f.properties['stroke-width'])}
          strokeLinejoin="round"
        />
      ))}
      {places.map((p) => {
        const [x, y] = frame.project(p.coords);
        return (
          <g
            key={p.id}
            className={`map-svg__place${p.active ? ' is-active' : ''}`}
            onClick={() => onPlace?.(p.id)}
            aria-hidden="true"
          >
            <circle cx={x} cy={y} r={p.active ? 9 : 6} />
            <text
              x={x > W * 0.6 ? x - 14 : x + 14}
              y={y + 4}
              textAnchor={x > W * 0.6 ? 'end' : 'start'}
            >
              {p.label}
            </text>
          </g>
        );
      })}
      {pin && (
        <g
          className="map-svg__pin"
          transform={`translate(${pin[0]} ${pin[1]})`}
          data-testid="map-pin"
        >
          <ellipse cx="0" cy="0" rx="6" ry="2.5" className="map-svg__pin-shadow" />
          <path d="M0 0C-6-8-10-12-10-18a10 10 0 1 1 20 0c0 6-4 10-10 18Z" />
          <circle cx="0" cy="-18" r="3.8" className="map-svg__pin-dot" />
          <title>{t('delivery.map.you')}</title>
        </g>
      )}
      <g className="map-svg__scale" transform={`translate(14 ${H - 14})`}>
        <path d={`M0 -4V0H${km / frame.kmPerUnit}V-4`} />
        <text x="0" y="-8">
          {t('delivery.map.km', { count: km })}
        </text>
      </g>
    </svg>
  );
}

function spread(ring: readonly LonLat[]): number {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
}
