export { brandThemeClass } from './brand-themes.css.ts';
export { brandTokens } from './brands/index.ts';
export { vars } from './contract.css.ts';
export { breakpoints, mediaFrom } from './media.ts';
export { organizationColourStyle, organizationColourTokens } from './organization-colour.ts';
export type { ColorTokens, ThemeTokens } from './tokens.ts';
export { chartTokens, sizeTokens } from './tokens.ts';
