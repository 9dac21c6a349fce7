import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, parseLocalizedPath, useStaffStore } from '@court/kit';
import { App } from './app/app';
import { applyLanguage } from './app/language-sync';
import { loadRemoteRegistry } from './remotes/remote-registry';
import { buildRouteTable } from './remotes/route-table';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The first render is already in the URL's language: no flash of English on /es/ pages.
  applyLanguage(parseLocalizedPath(window.location.pathname).language);
  // Who is signed in to the staff tools: a small request sent in the background, never awaited,
  // so the first render does not wait for it. A 401 just means nobody is.
  void useStaffStore.getState().loadStaffUser();
  const routes = buildRouteTable(await loadRemoteRegistry());
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App routes={routes} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
