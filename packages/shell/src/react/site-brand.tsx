import { organizationColourStyle } from '@shortlist/ui/theme';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';
import { useShell } from './shell-context.ts';
import * as styles from './site-brand.css.ts';

// Whose site the page is (issue 19): an employer's name, logo and colour on its own careers pages, in place
// of the variant's. Values come from props only, so the server renders what the browser hydrates.

export type SiteBrand = {
  name: string;
  /** A well-formed https address, or null. */
  logoUrl: string | null;
  /** A colour that passed the domain's contrast rule, or null for the variant's. */
  colour: string | null;
  /** Where the header's name leads: the site's home. */
  homePath: string;
};

const SiteBrandContext = createContext<SiteBrand | null>(null);

/** The employer whose site this is, or null where the variant's brand applies. */
export function useSiteBrand(): SiteBrand | null {
  return useContext(SiteBrandContext);
}

/** The inline style that paints a subtree in the site's colour; undefined where the theme's own applies. */
function useColourStyle(brand: SiteBrand | null) {
  const shell = useShell();
  const colour = brand?.colour ?? null;
  return useMemo(
    () => (colour === null ? undefined : organizationColourStyle(colour, shell.brand)),
    [colour, shell.brand],
  );
}

/** The site's colour for what renders outside the wrapper (a dialog's portal); undefined for none. */
export function useSiteBrandStyle() {
  return useColourStyle(useSiteBrand());
}

export type SiteBrandProviderProps = { brand: SiteBrand | null; children: ReactNode };

/** Gives the pages below the employer's brand, and repaints them in its colour when it has one. */
export function SiteBrandProvider({ brand, children }: SiteBrandProviderProps) {
  const style = useColourStyle(brand);
  // The wrapper is always there, so the tree keeps its shape when the brand arrives.
  return (
    <SiteBrandContext.Provider value={brand}>
      <div className={styles.siteBrand} style={style}>
        {children}
      </div>
    </SiteBrandContext.Provider>
  );
}
