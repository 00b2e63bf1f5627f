// Loads what one screen shows (the loader is a store's action: AccountReads, contentReadsOf), and
// reloads it on demand. A screen's own answer is not shared state, so it lives with the screen.
import { useCallback, useEffect, useState } from 'react';
import type { Loaded, Result } from '../../stores/screen-load.ts';

export type { Loaded };

export function useLoad<T>(load: () => Promise<Result<T>>, key: unknown) {
  const [state, setState] = useState<{ key: unknown; loaded: Loaded<T> }>({
    key,
    loaded: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ key, loaded: { status: 'loading' } });
    void load().then((result) => {
      if (!live) return;
      // SPEC.md §8: API failures are logged (the client does); the screen offers a retry.
      setState({
        key,
        loaded: result.ok ? { status: 'ready', data: result.data } : { status: 'failed' },
      });
    });
    return () => {
      live = false;
    };
    // `load` is a fresh closure every render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((loaded: Loaded<T>) => setState({ key, loaded }), [key]);
  // Until the new key's answer is in, the old key's data is not this screen's.
  const current: Loaded<T> = state.key === key ? state.loaded : { status: 'loading' };
  return [current, reload, set] as const;
}
