// Demo cities and their delivery zones, generated so the seed needs no map service.

export interface DemoCity {
  warehouseId: string;
  termId: number;
  name: string;
  nameEn: string;
  timezone: string;
  /** [lon, lat] of the city centre. */
  centre: [number, number];
  zones: {
    id: string;
    name: string;
    radiusKm: number;
    colour: string;
    prices: { min: number; price: number }[];
    time: string;
    expressCost: number;
  }[];
}

export const demoCities: DemoCity[] = [
  {
    warehouseId: '101',
    termId: 101,
    name: 'Москва',
    nameEn: 'Moscow',
    timezone: 'Europe/Moscow',
    centre: [37.6176, 55.7558],
    zones: [
      {
        id: 'msk-centre',
        name: 'Центр',
        radiusKm: 3.2,
        colour: '#2fb36b',
        prices: [
          { min: 0, price: 199 },
          { min: 1500, price: 0 },
        ],
        time: '30–45 мин',
        expressCost: 149,
      },
      {
        id: 'msk-near',
        name: 'В пределах ТТК',
        radiusKm: 6.5,
        colour: '#f5a623',
        prices: [
          { min: 0, price: 299 },
          { min: 2500, price: 0 },
        ],
        time: '45–60 мин',
        expressCost: 199,
      },
      {
        id: 'msk-far',
        name: 'До МКАД',
        radiusKm: 14,
        colour: '#e5533d',
        prices: [
          { min: 0, price: 449 },
          { min: 4000, price: 149 },
        ],
        time: '60–90 мин',
        expressCost: 0,
      },
    ],
  },
  {
    warehouseId: '202',
    termId: 202,
    name: 'Новосибирск',
    nameEn: 'Novosibirsk',
    timezone: 'Asia/Novosibirsk',
    centre: [82.9204, 55.0302],
    zones: [
      {
        id: 'nsk-centre',
        name: 'Центральный район',
        radiusKm: 4,
        colour: '#2fb36b',
        prices: [
          { min: 0, price: 149 },
          { min: 1200, price: 0 },
        ],
        time: '30–50 мин',
        expressCost: 99,
      },
      {
        id: 'nsk-city',
        name: 'Весь город',
        radiusKm: 11,
        colour: '#f5a623',
        prices: [
          { min: 0, price: 299 },
          { min: 3000, price: 0 },
        ],
        time: '60–80 мин',
        expressCost: 0,
      },
    ],
  },
];

/** A closed ring approximating a circle, slightly irregular so it looks like a drawn zone. */
export function zonePolygon(
  centre: [number, number],
  radiusKm: number,
  seed: number,
): [number, number][] {
  const [lon, lat] = centre;
  const points: [number, number][] = [];
  const steps = 24;
  for (let i = 0; i < steps; i++) {
    const a = (2 * Math.PI * i) / steps;
    const wobble = 1 + 0.08 * Math.sin(a * 3 + seed);
    const dLat = ((radiusKm * wobble) / 111.32) * Math.sin(a);
    const dLon = ((radiusKm * wobble) / (111.32 * Math.cos((lat * Math.PI) / 180))) * Math.cos(a);
    points.push([round(lon + dLon), round(lat + dLat)]);
  }
  points.push(points[0]!);
  return points;
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
