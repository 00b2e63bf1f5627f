// Loads what one screen shows (a ScreenLoad store per screen), and reloads it on demand. `load`
// is a store's action; `key` says when it means something new.
import { useEffect, useState } from 'react';
import { ScreenLoad, type Loaded, type Result } from '../../stores/screen-load.ts';

export type { Loaded };

export function useLoad<T>(load: () => Promise<Result<T>>, key: unknown) {
  const [screen] = useState(() => new ScreenLoad<T>());
  useEffect(() => {
    screen.show(key, load);
    // `load` is a fresh closure every render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen, key]);
  const reload = () => screen.reload();
  const set = (loaded: Loaded<T>) => loaded.status === 'ready' && screen.set(loaded.data);
  return [screen.stateFor(key), reload, set] as const;
}
