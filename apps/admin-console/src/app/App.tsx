import { AppRouter, ShellProvider } from '@shortlist/shell/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from './query-client.ts';
import { adminRoutes } from './routes.tsx';

/** The admin console: the shell (state, i18n, theme) and the server-state cache around this app's routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ShellProvider>
      <QueryClientProvider client={queryClient}>
        <AppRouter routes={adminRoutes} app="admin" />
      </QueryClientProvider>
    </ShellProvider>
  );
}
