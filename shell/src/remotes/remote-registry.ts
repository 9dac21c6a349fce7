import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry, RemoteRegistryEntry } from '@court/contract';

function isEntry(value: unknown): value is RemoteRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.entry === 'string' &&
    Array.isArray(entry.paths) &&
    entry.paths.every((p) => typeof p === 'string')
  );
}

/**
 * Reads /remotes.json (never cached) and registers every remote with the federation runtime.
 * A missing or broken registry leaves the site running with no remote pages, not a blank page.
 */
export async function loadRemoteRegistry(): Promise<RemoteRegistryEntry[]> {
  let remotes: RemoteRegistryEntry[] = [];
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (response.ok) {
      const body = (await response.json()) as Partial<RemoteRegistry>;
      remotes = Array.isArray(body.remotes) ? body.remotes.filter(isEntry) : [];
    }
  } catch {
    remotes = [];
  }
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  return remotes;
}
