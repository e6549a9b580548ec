import { style } from '@vanilla-extract/css';

// Carries the brand's custom properties to its children without a box of its own, so layouts are unchanged.
export const siteBrand = style({ display: 'contents' });
