/**
 * One remote's entry in /remotes.json. Each remote's build writes its own fragment; the API
 * merges the fragments, so deploying a remote never touches the shell.
 */
export interface RemoteRegistryEntry {
  /** Module Federation container name, e.g. "mfe_jury". */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Route paths the remote serves, relative to the site root (or /es/), e.g. "bio/:name". */
  paths: string[];
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/** Every remote exposes this module: a component that renders the page for one of its paths. */
export const REMOTE_PAGES_MODULE = 'Pages';
