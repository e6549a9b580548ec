import type { ApiClient, KeyValueStorage } from '@shortlist/api-client';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ShellState } from '../state/shell-state.ts';
import type { NavigationBridge } from './navigation-bridge.ts';

// The shell state and the router's navigate, handed down by ShellProvider.

export type ShellContextValue = {
  readonly shell: ShellState;
  readonly navigation: NavigationBridge;
  /** The local storage the shell uses (device preferences such as the language live there too). */
  readonly storage: KeyValueStorage;
};

export const ShellContext = createContext<ShellContextValue | null>(null);

function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (value === null) throw new Error('useShell needs a <ShellProvider> above it.');
  return value;
}

/** The shell state: the api-client and one vanilla store per concern. */
export function useShell(): ShellState {
  return useShellContext().shell;
}

/** The navigation bridge the router registers with (internal to the shell). */
export function useNavigationBridge(): NavigationBridge {
  return useShellContext().navigation;
}

/** The shell's local storage, for device preferences. */
export function useShellStorage(): KeyValueStorage {
  return useShellContext().storage;
}

/** The selected value of one vanilla store, re-rendering when it changes. */
export function useShellStore<State, Selected>(
  store: StoreApi<State>,
  selector: (state: State) => Selected,
): Selected {
  return useStore(store, selector);
}

/** The api-client of the app, for the `fn(api, ...)` call functions. */
export function useApi(): ApiClient {
  return useShell().api;
}
