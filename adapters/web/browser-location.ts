// The browser's geolocation (the website, and Telegram clients without a location manager).
import type { LocateOutcome } from '../platform.ts';

export function browserLocate(): Promise<LocateOutcome> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve({ kind: 'unavailable' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'found',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      (error) =>
        resolve({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** Null where the browser has no geolocation at all. */
export const browserLocation = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? browserLocate : null;
