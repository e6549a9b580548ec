// The mobile-dependent default of spec §9 (480 or 320).

// Decision: the smaller value 320 applies on mobile (the xs breakpoint width), 480 otherwise.
export const mobileDependentDefaults = { mobile: 320, desktop: 480 } as const;

export function resolveMobileDependentDefault(isMobile: boolean): number {
  return isMobile ? mobileDependentDefaults.mobile : mobileDependentDefaults.desktop;
}
