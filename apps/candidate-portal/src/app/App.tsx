import { AppRouter, ShellProvider } from '@shortlist/shell/react';
import { portalResources } from './resources.ts';
import { candidateRouting } from './routes.tsx';

/** The candidate portal: the shell (state, i18n, theme) around the router with this app's routes and the employer's brand. */
export function App() {
  return (
    <ShellProvider resources={portalResources}>
      <AppRouter {...candidateRouting} />
    </ShellProvider>
  );
}
