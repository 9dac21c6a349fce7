import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is still the HTML the server sent (during hydration), true once its
 * script runs it. Controls that only work with the script, such as a form's submit button, stay
 * disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
