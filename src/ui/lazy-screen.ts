// A lazily loaded screen that can be loaded ahead of its first render. The server loads the screens
// of the address it renders, and the browser loads the same ones before it hydrates: both then
// render them at once, with no Suspense fallback, so the browser's first render matches the HTML.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithRetry, withPrerequisite, type LazyOptions } from './lazy-with-retry.ts';

type Module<P> = { default: ComponentType<P> };

export type LazyScreen<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<void>;
  /** The module once loaded (its other exports: a screen's preloadParts), else null. */
  module(): Record<string, unknown> | null;
};

/** A thenable that calls back at once: React.lazy then resolves during the same render. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(
      onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null,
    ): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

export function lazyScreen<P = object>(
  load: () => Promise<Module<P>>,
  options: { retry?: boolean } & LazyOptions = { retry: true },
): LazyScreen<P> {
  let loaded: Module<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= (
      options.retry === false ? withPrerequisite(load, options.texts) : lazyWithRetry(load, options)
    ).then(
      (module) => void (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const component = lazy(
    () => (loaded ? settled(loaded) : preload().then(() => loaded!)) as Promise<Module<P>>,
  ) as LazyScreen<P>;
  component.preload = preload;
  component.module = () => loaded;
  return component;
}
