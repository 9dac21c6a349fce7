import { useSyncExternalStore } from 'react';

/**
 * Alert ids remembered for the rest of the visit in the browser tab's session storage (the alerts
 * a visitor dismissed, the emergencies already read out), as an external store React reads. The
 * server and the hydrating render see nothing remembered, so they paint the same page.
 */

const NOTHING: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
/** The last reading of each key, kept while the stored text is unchanged (a stable snapshot). */
const readings = new Map<string, { stored: string | null; ids: ReadonlySet<number> }>();
/** Each key as this page load first read it. */
const firstReadings = new Map<string, ReadonlySet<number>>();

function storedText(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseIds(stored: string | null): ReadonlySet<number> {
  try {
    const ids: unknown = JSON.parse(stored ?? '[]');
    return new Set(
      Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [],
    );
  } catch {
    return NOTHING;
  }
}

function read(key: string): ReadonlySet<number> {
  const stored = storedText(key);
  const known = readings.get(key);
  if (known && known.stored === stored) return known.ids;
  const ids = parseIds(stored);
  readings.set(key, { stored, ids });
  return ids;
}

function readFirst(key: string): ReadonlySet<number> {
  const first = firstReadings.get(key) ?? read(key);
  firstReadings.set(key, first);
  return first;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const unchanging = () => () => undefined;
const nothing = () => NOTHING;

/** Remembers ids for the rest of the visit; pages reading the key see them at once. */
export function rememberForVisit(key: string, ids: readonly number[]): void {
  const known = read(key);
  const fresh = ids.filter((id) => !known.has(id));
  if (fresh.length === 0) return;
  try {
    sessionStorage.setItem(key, JSON.stringify([...known, ...fresh]));
  } catch {
    // Storage can be full or switched off: the visit then simply forgets.
  }
  for (const listener of listeners) listener();
}

/** The ids remembered under `key`, following every change. */
export function useVisitMemory(key: string): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, () => read(key), nothing);
}

/** The ids remembered under `key` before this page load: what earlier pages of the visit did. */
export function useEarlierVisitMemory(key: string): ReadonlySet<number> {
  return useSyncExternalStore(unchanging, () => readFirst(key), nothing);
}
