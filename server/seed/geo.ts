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

type Zone = DemoCity['zones'][number];

/** A zone as a row: its price below `from` (the order's total) and its price from `from` on. */
function zone(
  id: string,
  name: string,
  radiusKm: number,
  colour: string,
  [price, from, priceFrom]: [price: number, from: number, priceFrom: number],
  time: string,
  expressCost: number,
): Zone {
  const prices = [
    { min: 0, price },
    { min: from, price: priceFrom },
  ];
  return { id, name, radiusKm, colour, prices, time, expressCost };
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
      zone('msk-centre', 'Центр', 3.2, '#2fb36b', [199, 1500, 0], '30–45 мин', 149),
      zone('msk-near', 'В пределах ТТК', 6.5, '#f5a623', [299, 2500, 0], '45–60 мин', 199),
      zone('msk-far', 'До МКАД', 14, '#e5533d', [449, 4000, 149], '60–90 мин', 0),
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
      zone('nsk-centre', 'Центральный район', 4, '#2fb36b', [149, 1200, 0], '30–50 мин', 99),
      zone('nsk-city', 'Весь город', 11, '#f5a623', [299, 3000, 0], '60–80 мин', 0),
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
