import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isRemoteRegistryEntry,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@court/contract';

export const FRAGMENT_FILE = 'registry-fragment.json';
export const REMOTE_FOLDER = /^mfe-[a-z0-9-]+$/;

/** Remote folders under webRoot that hold a built remote (a dist with a registry fragment). */
export async function findRemoteFolders(webRoot: string): Promise<string[]> {
  const entries = await readdir(webRoot, { withFileTypes: true }).catch(() => []);
  const folders: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !REMOTE_FOLDER.test(entry.name)) continue;
    if (existsSync(path.join(webRoot, entry.name, 'dist', FRAGMENT_FILE))) folders.push(entry.name);
  }
  return folders.sort();
}

/**
 * The registry merged from every remote's fragment, read on each call so a redeployed remote
 * appears without a restart. A broken fragment is skipped rather than breaking the whole site.
 */
export async function readRemoteRegistry(webRoot: string): Promise<RemoteRegistry> {
  const remotes: RemoteRegistryEntry[] = [];
  for (const folder of await findRemoteFolders(webRoot)) {
    try {
      const text = await readFile(path.join(webRoot, folder, 'dist', FRAGMENT_FILE), 'utf8');
      const parsed: unknown = JSON.parse(text);
      const entries = Array.isArray(parsed) ? parsed : [parsed];
      remotes.push(...entries.filter(isRemoteRegistryEntry));
    } catch {
      // A fragment half-written by a deployment in progress is picked up on the next request.
    }
  }
  return { remotes };
}
