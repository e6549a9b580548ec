import { candidate } from '@shortlist/i18n/resources/candidate';
import { common } from '@shortlist/i18n/resources/common';
import { AppRouter, ShellProvider } from '@shortlist/shell/react';
import { candidateRoutes } from './routes.tsx';

// Only the shared and the candidate wording: the consoles' namespaces stay out of the portal's bundle.
const resources = { common, candidate };

/** The candidate portal: the shell (state, i18n, theme) around the router with this app's routes. */
export function App() {
  return (
    <ShellProvider resources={resources}>
      <AppRouter routes={candidateRoutes} app="candidate" />
    </ShellProvider>
  );
}
