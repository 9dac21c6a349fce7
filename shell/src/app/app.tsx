import type { RemoteRegistryEntry } from '@court/contract';
import { Route, Routes } from '@court/kit';
import { RemotePage } from '../remotes/remote-page';

export interface AppProps {
  remotes: RemoteRegistryEntry[];
}

export function App({ remotes }: AppProps) {
  return (
    <main id="main-content">
      <Routes>
        {remotes.flatMap((remote) =>
          remote.paths.flatMap((path) => [
            <Route
              key={`${remote.name}:${path}`}
              path={`/${path}`}
              element={<RemotePage remoteName={remote.name} path={path} />}
            />,
            <Route
              key={`${remote.name}:es:${path}`}
              path={`/es/${path}`}
              element={<RemotePage remoteName={remote.name} path={path} />}
            />,
          ]),
        )}
      </Routes>
    </main>
  );
}
