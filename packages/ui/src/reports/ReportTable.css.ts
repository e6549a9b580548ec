import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// A report's figures: a compact table that scrolls sideways inside its own box on a phone.

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
  },
  // Paper cannot scroll: the whole table is printed, in smaller type.
  '@media': { print: { overflow: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  background: vars.color.surface,
  '@media': { print: { fontSize: '8pt' } },
});

export const caption = style({
  padding: vars.space.sm,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  '@media': { print: { padding: `${vars.space.xxs} ${vars.space.xs}` } },
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
} as const;

export const columnHeader = style({
  ...cellBase,
  background: vars.color.surfaceMuted,
  textAlign: 'end',
  verticalAlign: 'bottom',
});

export const labelHeader = style([columnHeader, { textAlign: 'start' }]);

export const rowHeader = style({ ...cellBase, textAlign: 'start', fontWeight: vars.fontWeight.regular });

export const figure = style({ ...cellBase, textAlign: 'end', whiteSpace: 'nowrap' });

export const totalRow = style({ fontWeight: vars.fontWeight.bold, background: vars.color.surfaceMuted });

/** A hidden figure's words ("fewer than 5", "withheld"), set apart from the numbers. */
export const hidden = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const adverse = style({ fontWeight: vars.fontWeight.bold });

export const adverseMark = style({ marginInlineEnd: vars.space.xxs });
