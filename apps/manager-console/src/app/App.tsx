import { AppRouter, ShellProvider } from '@shortlist/shell/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from './query-client.ts';
import { consoleResources } from './resources.ts';
import { managerRoutes } from './routes.tsx';

/** The manager console: the shell (state, i18n, theme) and the server-state cache around this app's routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ShellProvider resources={consoleResources}>
      <QueryClientProvider client={queryClient}>
        <AppRouter routes={managerRoutes} app="manager" />
      </QueryClientProvider>
    </ShellProvider>
  );
}
