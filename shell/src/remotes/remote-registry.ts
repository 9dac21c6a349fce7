import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRecord, isRemoteRegistryEntry, type RemoteRegistryEntry } from '@court/contract';

/** How long the registry's own address may take before the site starts without remotes. */
const REGISTRY_WAIT_MS = 10_000;

/** The entries a registry lists, unchecked, or null when the value is no registry. */
function listedRemotes(registry: unknown): unknown[] | null {
  return isRecord(registry) && Array.isArray(registry.remotes) ? registry.remotes : null;
}

/** The entries of the registry the page linked to, else of /remotes.json, never cached. */
async function readRemotes(linked: Promise<unknown>): Promise<unknown[]> {
  const remotes = listedRemotes(await linked);
  if (remotes) return remotes;
  const response = await fetch('/remotes.json', {
    cache: 'no-store',
    signal: AbortSignal.timeout(REGISTRY_WAIT_MS),
  });
  return (response.ok ? listedRemotes(await response.json()) : null) ?? [];
}

/**
 * Reads the registry (the one the page links to with the data every page shares, or
 * /remotes.json) and registers every remote with the federation runtime. A missing or broken
 * registry leaves the site running with no remote pages, not a blank page.
 */
export async function loadRemoteRegistry(linked: Promise<unknown>): Promise<RemoteRegistryEntry[]> {
  let remotes: RemoteRegistryEntry[] = [];
  try {
    remotes = (await readRemotes(linked)).filter(isRemoteRegistryEntry);
  } catch {
    remotes = [];
  }
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  return remotes;
}
