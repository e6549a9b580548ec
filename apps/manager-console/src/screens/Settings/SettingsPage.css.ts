import { mediaFrom, vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Sections in a column beside the screen on a wide screen; a row of pills above it on a phone.
export const frame = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [mediaFrom('md')]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});

export const content = style({ minWidth: 0 });

// Beside the screen, the sections stay in view under the sticky header rather than sliding beneath it.
export const navigation = style({
  '@media': {
    [mediaFrom('md')]: {
      position: 'sticky',
      insetBlockStart: `calc(${vars.size.scrollOffset} + ${vars.space.sm})`,
    },
  },
});

export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [mediaFrom('md')]: { flexDirection: 'column', flexWrap: 'nowrap' } },
});

export const section = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.surfaceMuted,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
