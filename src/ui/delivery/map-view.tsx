// The map of the address modal. With an API key in settings (map_api_key) it loads Yandex Maps in
// the interface language with longitude-first coordinates; with no key, offline or when the script
// fails it draws the zones itself (ZoneMap), and a failure says so — address entry never depends on it.
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import type { LonLat } from '../../domain/delivery-zone.ts';
import type { MapFeature } from '../../domain/model.ts';
import { yandexMapsUrl } from '../../domain/map-language.ts';
import { drawOnYandexMap, loadYandexMaps, type YMap, type YMaps } from './yandex-maps.ts';
import { ZoneMap, type MapPlace } from './zone-map.tsx';

interface Props {
  features: MapFeature[];
  point: LonLat | null;
  places?: MapPlace[];
  center: LonLat | null;
  onPlace?: (id: string) => void;
  fit?: 'all' | 'places';
}

export const MapView = observer(function MapView(props: Props) {
  const store = useStores();
  const { t } = useTranslation();
  const apiKey = store.settings.settings?.map_api_key ?? '';
  const language = store.ui.language;
  const [state, setState] = useState<'schematic' | 'loading' | 'ready' | 'failed'>(
    apiKey ? 'loading' : 'schematic',
  );
  const canvas = useRef<HTMLDivElement>(null);
  const map = useRef<{ ymaps: YMaps; map: YMap } | null>(null);

  useEffect(() => {
    if (!apiKey) return setState('schematic');
    let live = true;
    setState('loading');
    loadYandexMaps(yandexMapsUrl(apiKey, language)).then(
      (ymaps) => {
        if (!live || !canvas.current) return;
        const center = props.point ?? props.center ?? [37.6176, 55.7558];
        map.current = {
          ymaps,
          map: new ymaps.Map(
            canvas.current,
            { center, zoom: 11, controls: ['zoomControl'] },
            { suppressMapOpenBlock: true },
          ),
        };
        setState('ready');
      },
      (error: unknown) => {
        console.warn('maps failed to load', error); // SPEC.md §8: the message below says it
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      map.current?.map.destroy();
      map.current = null;
    };
    // The map is built once per key and language; the drawing effect below follows the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey, language]);

  useEffect(() => {
    if (state === 'ready' && map.current)
      drawOnYandexMap(map.current.ymaps, map.current.map, props);
  });

  return (
    <div className={`map-view map-view--${state}`}>
      {apiKey && state !== 'failed' && <div ref={canvas} className="map-view__canvas" />}
      {state !== 'ready' && (
        <ZoneMap
          features={props.features}
          point={props.point}
          places={props.places ?? []}
          center={props.center}
          onPlace={props.onPlace}
          fit={props.fit}
        />
      )}
      {state === 'failed' && (
        <p className="map-view__note" role="status">
          {t('delivery.map.failed')}
        </p>
      )}
    </div>
  );
});
