/**
 * One remote's entry in /remotes.json. Each remote's build writes its own fragment; the API
 * merges the fragments, so deploying a remote never touches the shell.
 */
export interface RemoteRegistryEntry {
  /** Module Federation container name, e.g. "mfe_jury". */
  name: string;
  /** URL of the remote's remoteEntry.js. */
  entry: string;
  /** Route paths the remote serves, relative to the site root (or /es/), e.g. "bio/:name". */
  paths: string[];
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/**
 * Whether a value read from a fragment or from /remotes.json is a usable entry. Both are files
 * written by separate deployments, so the API and the shell check each entry before trusting it.
 */
export function isRemoteRegistryEntry(value: unknown): value is RemoteRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.entry === 'string' &&
    Array.isArray(entry.paths) &&
    entry.paths.every((item) => typeof item === 'string')
  );
}

/** Every remote exposes this module: a component that renders the page for one of its paths. */
export const REMOTE_PAGES_MODULE = 'Pages';
