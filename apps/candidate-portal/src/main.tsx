import { readPreloadedReads } from '@shortlist/shell/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
// A careers page the API rendered (entry-server.tsx) carries its reads: take its HTML over rather than redraw it.
const preloaded = readPreloadedReads();
if (root) {
  const app = (
    <StrictMode>
      <App preloaded={preloaded} />
    </StrictMode>
  );
  if (preloaded) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
