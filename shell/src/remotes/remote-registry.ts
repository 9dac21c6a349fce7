import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemoteRegistryEntry,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@court/contract';

/** ID of the registry the server writes into each page, so the page need not fetch it. */
export const REGISTRY_ELEMENT_ID = 'court-registry';

async function readRegistry(): Promise<Partial<RemoteRegistry>> {
  const inPage = document.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (inPage) return JSON.parse(inPage) as Partial<RemoteRegistry>;
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  return response.ok ? ((await response.json()) as Partial<RemoteRegistry>) : {};
}

/**
 * Reads the registry (written into the page, or /remotes.json, never cached) and registers every
 * remote with the federation runtime. A missing or broken registry leaves the site running with
 * no remote pages, not a blank page.
 */
export async function loadRemoteRegistry(): Promise<RemoteRegistryEntry[]> {
  let remotes: RemoteRegistryEntry[] = [];
  try {
    const body = await readRegistry();
    remotes = Array.isArray(body.remotes) ? body.remotes.filter(isRemoteRegistryEntry) : [];
  } catch {
    remotes = [];
  }
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  return remotes;
}
