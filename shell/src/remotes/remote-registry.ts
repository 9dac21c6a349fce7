import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRecord, isRemoteRegistryEntry, type RemoteRegistryEntry } from '@court/contract';

/** How long the registry's own address may take before the site starts without remotes. */
const REGISTRY_WAIT_MS = 10_000;

/** The registry the page linked to, else /remotes.json, never cached. */
async function readRegistry(linked: Promise<unknown>): Promise<unknown> {
  const registry = await linked;
  if (isRecord(registry) && Array.isArray(registry.remotes)) return registry;
  const response = await fetch('/remotes.json', {
    cache: 'no-store',
    signal: AbortSignal.timeout(REGISTRY_WAIT_MS),
  });
  return response.ok ? await response.json() : null;
}

/**
 * Reads the registry (the one the page links to with the data every page shares, or
 * /remotes.json) and registers every remote with the federation runtime. A missing or broken
 * registry leaves the site running with no remote pages, not a blank page.
 */
export async function loadRemoteRegistry(linked: Promise<unknown>): Promise<RemoteRegistryEntry[]> {
  let remotes: RemoteRegistryEntry[] = [];
  try {
    const body = await readRegistry(linked);
    remotes =
      isRecord(body) && Array.isArray(body.remotes)
        ? body.remotes.filter(isRemoteRegistryEntry)
        : [];
  } catch {
    remotes = [];
  }
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  return remotes;
}
