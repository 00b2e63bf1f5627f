// Loads the Yandex Maps JS API 2.1 once (SPEC.md §7). Offline, blocked or with a bad key it
// rejects, and the map falls back to the schematic drawing (SPEC.md §8 'Не удалось загрузить
// Яндекс.Карты'). Only the few calls the map view makes are typed.
import { zonesOf, type LonLat } from '../../domain/delivery-zone.ts';
import type { MapFeature } from '../../domain/model.ts';
import type { MapPlace } from './zone-map.tsx';

export interface YGeoObject {
  events: { add(name: string, handler: () => void): void };
}
export interface YMap {
  geoObjects: { add(o: YGeoObject): void; removeAll(): void };
  setBounds(bounds: number[][], options?: Record<string, unknown>): void;
  setCenter(center: number[], zoom?: number): void;
  destroy(): void;
}
export interface YMaps {
  ready(onReady: () => void, onError?: (e: unknown) => void): void;
  Map: new (
    el: HTMLElement,
    state: Record<string, unknown>,
    options?: Record<string, unknown>,
  ) => YMap;
  Polygon: new (
    rings: number[][][],
    properties: Record<string, unknown>,
    options: Record<string, unknown>,
  ) => YGeoObject;
  Placemark: new (
    point: number[],
    properties: Record<string, unknown>,
    options: Record<string, unknown>,
  ) => YGeoObject;
}

export interface YandexDrawing {
  features: MapFeature[];
  point: LonLat | null;
  places?: MapPlace[];
  onPlace?: (id: string) => void;
}

const TIMEOUT_MS = 8000;
let pending: { url: string; promise: Promise<YMaps> } | null = null;

export function loadYandexMaps(url: string): Promise<YMaps> {
  if (pending?.url === url) return pending.promise;
  const promise = new Promise<YMaps>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: unknown) => {
      clearTimeout(timer);
      script.remove();
      pending = null; // the next modal opening tries again
      reject(reason instanceof Error ? reason : new Error(String(reason)));
    };
    const timer = setTimeout(() => fail(new Error('Yandex Maps timed out')), TIMEOUT_MS);
    script.src = url;
    script.async = true;
    script.onerror = () => fail(new Error('Yandex Maps script failed'));
    script.onload = () => {
      const ymaps = (window as unknown as { ymaps?: YMaps }).ymaps;
      if (!ymaps) return fail(new Error('Yandex Maps did not define ymaps'));
      ymaps.ready(() => {
        clearTimeout(timer);
        resolve(ymaps);
      }, fail);
    };
    document.head.appendChild(script);
  });
  pending = { url, promise };
  return promise;
}

/** SPEC.md §4 Clearing the cache: map data, including a loaded or failed script, is forgotten. */
export function forgetYandexMaps() {
  pending = null;
}

/** Zones, places and the chosen point on a Yandex map, redrawn whole on every change. */
export function drawOnYandexMap(
  ymaps: YMaps,
  map: YMap,
  { features, point, places = [], onPlace }: YandexDrawing,
) {
  map.geoObjects.removeAll();
  for (const { feature: f, name } of zonesOf(features, [], null)) {
    const p = f.properties;
    map.geoObjects.add(
      new ymaps.Polygon(
        f.geometry.coordinates,
        { hintContent: name },
        {
          fillColor: p.fill,
          fillOpacity: p['fill-opacity'],
          strokeColor: p.stroke,
          strokeOpacity: p['stroke-opacity'],
          strokeWidth: p['stroke-width'],
        },
      ),
    );
  }
  for (const place of places) {
    const mark = new ymaps.Placemark(
      place.coords,
      { hintContent: place.label },
      { preset: place.active ? 'islands#redDotIcon' : 'islands#grayDotIcon' },
    );
    mark.events.add('click', () => onPlace?.(place.id));
    map.geoObjects.add(mark);
  }
  if (point) {
    map.geoObjects.add(new ymaps.Placemark(point, {}, { preset: 'islands#redIcon' }));
    map.setCenter(point, 14);
  }
}
