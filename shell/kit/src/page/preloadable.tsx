import { use, type ComponentType } from 'react';

/** Loads a module whose default export is a component: a dynamic import or a federated module. */
export type ComponentLoader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface Preloadable<P> {
  /** Renders the loaded component; suspends while its code is still on its way. */
  Component: ComponentType<P>;
  /** Starts loading now (before hydration, or when a link to the page is hovered). */
  preload: () => Promise<void>;
}

/**
 * A component whose code arrives later, like React.lazy, but that can be loaded ahead of its first
 * render. Once loaded it renders without suspending, so a page painted from server HTML is adopted
 * by hydration instead of waiting behind a Suspense boundary. After a failed load, the next
 * preload (a later visit, a hovered link) tries again.
 */
export function preloadable<P extends object>(load: ComponentLoader<P>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const start = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return pending;
  };
  function PreloadableComponent(props: P) {
    // A failed load stays failed for rendering, so the error boundary shows it once instead of
    // each render starting a new load.
    const Loaded = loaded ?? use(start());
    return <Loaded {...props} />;
  }
  const preload = () => {
    if (failed) {
      failed = false;
      pending = undefined;
    }
    return start().then(() => undefined);
  };
  return { Component: PreloadableComponent, preload };
}
