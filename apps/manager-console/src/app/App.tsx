import { AppRouter, ShellProvider } from '@shortlist/shell/react';
import { managerRoutes } from './routes.tsx';

/** The manager console: the shell (state, i18n, theme) around the router with this app's routes. */
export function App() {
  return (
    <ShellProvider>
      <AppRouter routes={managerRoutes} app="manager" />
    </ShellProvider>
  );
}
