import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createContainer } from './container';
import { loadClientConfig } from './shell/config';
import { Shell } from './shell/Shell';

/** Start: the sign-in configuration from the service, the composition root, then the shell. */
async function boot(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('No #root element in index.html.');
  const root = createRoot(element);
  try {
    const config = await loadClientConfig();
    root.render(
      <StrictMode>
        <Shell container={createContainer(config)} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <main className="shell-card" role="alert">
        <h1>The portal could not start</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  }
}

void boot();
