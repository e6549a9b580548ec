import { common } from '@shortlist/i18n/resources/common';
import { manager } from '@shortlist/i18n/resources/manager';
import { AppRouter, ShellProvider } from '@shortlist/shell/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from './query-client.ts';
import { managerRoutes } from './routes.tsx';

// The shared and the manager wording; the candidate record adds the candidate namespace when it loads.
const resources = { common, manager };

/** The manager console: the shell (state, i18n, theme) and the server-state cache around this app's routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ShellProvider resources={resources}>
      <QueryClientProvider client={queryClient}>
        <AppRouter routes={managerRoutes} app="manager" />
      </QueryClientProvider>
    </ShellProvider>
  );
}
