import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@court/kit';
import { App } from './app/app';
import { loadRemoteRegistry } from './remotes/remote-registry';

async function start(): Promise<void> {
  const remotes = await loadRemoteRegistry();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App remotes={remotes} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
