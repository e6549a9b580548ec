import type { ReactNode } from 'react';
import type { Location } from 'react-router';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/**
 * One screen at `route`, opened at `path`, in the declarative router the app itself uses; any other
 * address renders "elsewhere". `location()` says where the router is now.
 */
export function routeScreen(screen: ReactNode, { route, path }: { route: string; path: string }) {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path={route} element={screen} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>
  );
  const location = () => {
    if (!current) throw new Error('The router has not rendered yet.');
    return current;
  };
  return { element, location };
}
