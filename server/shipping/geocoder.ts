// Address search for the address modal. The storefront asks the backend, never a maps service
// directly, so a merchant can plug a real geocoder (Yandex, DaData, Nominatim) in behind this
// interface; the demo answers from a list of its cities' real streets (seed/streets.ts).
import { seedStreets, type SeedStreet } from '../seed/streets.ts';

export interface GeoSuggestion {
  /** Street and house: 'ул. Покровка, 17'. */
  title: string;
  /** City, or town and region for places outside the city. */
  subtitle: string;
  /** [lon, lat], as GeoJSON and the settings map. */
  coords: [number, number];
  /** The settings location (city) the address belongs to. */
  city: string;
}

export interface Geocoder {
  suggest(query: string, options?: { city?: string; limit?: number }): Promise<GeoSuggestion[]>;
  /** The address at a point ('Use my location'): the nearest known house, or null when none is near. */
  reverse(point: { lat: number; lon: number }): Promise<GeoSuggestion | null>;
}

/** How far from the customer a house may be to be taken for their address. */
const REVERSE_RADIUS_M = 300;

/** Metres between two [lon, lat] points (equirectangular: exact enough within a city). */
function metres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const x = (b[0] - a[0]) * rad * Math.cos(((a[1] + b[1]) / 2) * rad);
  const y = (b[1] - a[1]) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

const REGION: Record<string, string> = {
  Москва: 'Московская обл.',
  Новосибирск: 'Новосибирская обл.',
};

/** Abbreviations people expand when they type ('пр-т' is written 'проспект'). */
const EXPANSIONS: Record<string, string> = {
  ул: 'улица',
  пр: 'проспект',
  ш: 'шоссе',
  бул: 'бульвар',
  пер: 'переулок',
  наб: 'набережная',
};

const HOUSE = /^\d+[а-яa-z]?$/;

export class SeededGeocoder implements Geocoder {
  private readonly entries: { street: SeedStreet; words: string[] }[];

  constructor(streets: readonly SeedStreet[] = seedStreets) {
    this.entries = streets.map((street) => ({ street, words: wordsOf(street) }));
  }

  async suggest(
    query: string,
    options: { city?: string; limit?: number } = {},
  ): Promise<GeoSuggestion[]> {
    const tokens = normalize(query).split(' ').filter(Boolean);
    const house = tokens.findLast((t) => HOUSE.test(t)) ?? null;
    const words = tokens.filter((t) => t !== house && !/^\d+$/.test(t));
    if (words.length === 0 || words.join('').length < 2) return [];
    const city = normalize(options.city ?? '');
    const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
    const found: GeoSuggestion[] = [];
    for (const { street, words: haystack } of this.entries) {
      if (city && normalize(street.city) !== city) continue;
      if (!words.every((w) => haystack.some((h) => h.startsWith(w)))) continue;
      found.push(...housesOf(street, house));
    }
    return found.slice(0, limit);
  }

  async reverse(point: { lat: number; lon: number }): Promise<GeoSuggestion | null> {
    const at: [number, number] = [point.lon, point.lat];
    let best: { house: GeoSuggestion; distance: number } | null = null;
    for (const { street } of this.entries) {
      for (const house of housesOf(street, null)) {
        const distance = metres(at, house.coords);
        if (distance <= REVERSE_RADIUS_M && (!best || distance < best.distance))
          best = { house, distance };
      }
    }
    return best ? best.house : null;
  }
}

/** Known houses matching what was typed; an unknown house number is placed between its neighbours. */
function housesOf(street: SeedStreet, typed: string | null): GeoSuggestion[] {
  const known = Object.entries(street.houses).sort((a, b) => parseInt(a[0]) - parseInt(b[0]));
  const result = (house: string, coords: [number, number]): GeoSuggestion => ({
    title: `${street.street}, ${house}`,
    subtitle: street.locality
      ? `${street.locality}, ${REGION[street.city] ?? street.city}`
      : street.city,
    coords,
    city: street.city,
  });
  if (typed === null) return known.map(([h, c]) => result(h, c));
  const matching = known.filter(([h]) => h.toLowerCase().startsWith(typed));
  if (matching.some(([h]) => h.toLowerCase() === typed))
    return matching.map(([h, c]) => result(h, c));
  return [
    result(typed, interpolate(known, parseInt(typed))),
    ...matching.map(([h, c]) => result(h, c)),
  ];
}

function interpolate(known: [string, [number, number]][], n: number): [number, number] {
  const below = known.filter(([h]) => parseInt(h) <= n).at(-1) ?? known[0]!;
  const above = known.find(([h]) => parseInt(h) >= n) ?? known.at(-1)!;
  const [a, b] = [parseInt(below[0]), parseInt(above[0])];
  const k = b === a ? 0 : (n - a) / (b - a);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return [
    round(below[1][0] + (above[1][0] - below[1][0]) * k),
    round(below[1][1] + (above[1][1] - below[1][1]) * k),
  ];
}

function wordsOf(street: SeedStreet): string[] {
  const text = [street.street, ...(street.aliases ?? []), street.locality ?? '', street.city].join(
    ' ',
  );
  const words = normalize(text).split(' ').filter(Boolean);
  return [...words, ...words.flatMap((w) => (EXPANSIONS[w] ? [EXPANSIONS[w]] : []))];
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
}
