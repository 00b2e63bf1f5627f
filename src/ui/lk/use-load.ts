// Loads what one screen shows (the loader is a store's action: AccountReads, ContentStore), and
// reloads it on demand. The answer and its state live in a ScreenLoad (src/stores/screen-load.ts),
// one per mounted screen, keyed: an answer for an older key is never shown. Callers are observers.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ScreenLoad, type Loaded, type Result } from '../../stores/screen-load.ts';
import type { Features } from '../../stores/features.ts';
import { useStores } from '../store-context.tsx';
import { useFeatures } from '../use-features.ts';

export type { Loaded };

export function useLoad<T>(load: () => Promise<Result<T>>, key: unknown) {
  const [screen] = useState(() => new ScreenLoad<T>());
  // `load` is a fresh closure every render; `key` says when it means something new.
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => screen.show(key, () => latest.current()), [screen, key]);
  const reload = useCallback(() => screen.reload(), [screen]);
  /** What another action answered (a spin of the wheel). */
  const set = useCallback((data: T) => screen.set(data), [screen]);
  return [screen.stateFor(key), reload, set] as const;
}

/**
 * A signed-in customer's read, keyed by the session and the content language: another customer,
 * another answer; another language, the shop's texts in it (AccountReads asks with &lang).
 */
export function useAccountLoad<T>(load: (features: Features) => Promise<Result<T>>) {
  const store = useStores();
  const features = useFeatures();
  return useLoad(() => load(features), `${store.user.token}|${store.ui.contentLanguage}`);
}
