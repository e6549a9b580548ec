import { createContext, useContext } from 'react';
import type { AppKind } from './app-kind.ts';

/** Which app the page belongs to, for its navigation and title. */
export const AppKindContext = createContext<AppKind>('candidate');

export function useAppKind(): AppKind {
  return useContext(AppKindContext);
}
