import type { PreloadedReads } from '@shortlist/shell/react';
import { AppRouter, ShellProvider } from '@shortlist/shell/react';
import { portalResources } from './resources.ts';
import { candidateRoutes } from './routes.tsx';

/** The candidate portal: the shell (state, i18n, theme) around the router with this app's routes. */
export function App({ preloaded = null }: { preloaded?: PreloadedReads | null }) {
  return (
    <ShellProvider resources={portalResources} preloaded={preloaded}>
      <AppRouter routes={candidateRoutes} app="candidate" />
    </ShellProvider>
  );
}
