import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The client list: the kit's dense table, as the manager console's roles list has it.
export { caption, cell, header, numericCell, scroller, table } from '@shortlist/ui/dense-table';

export const stack = style({ display: 'grid', gap: vars.space.sm });

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });
