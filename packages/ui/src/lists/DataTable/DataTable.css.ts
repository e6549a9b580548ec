import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const focusRing = { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '-2px' };

// The box scrolls both ways; its height leaves the page header and toolbar in view on a laptop screen.
export const scroller = style({
  maxHeight: 'calc(100vh - 15rem)',
  minHeight: '12rem',
  overflow: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  minWidth: '40rem',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.small,
  lineHeight: 1.2,
});

export const selectColumn = style({ width: '2rem' });

export const head = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surfaceMuted,
});

const headerBase = {
  paddingInline: vars.space.xs,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontWeight: vars.fontWeight.bold,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
} as const;

export const header = style(headerBase);
export const numericHeader = style([headerBase, { textAlign: 'end' }]);

export const row = style({
  height: '24px',
  selectors: {
    '&:nth-child(even)': { backgroundColor: vars.color.surfaceMuted },
    '&:hover': { boxShadow: `inset 0 0 0 100vmax color-mix(in srgb, ${vars.color.focus} 8%, transparent)` },
    '&[aria-selected="true"]': {
      boxShadow: `inset 0 0 0 100vmax color-mix(in srgb, ${vars.color.primary} 12%, transparent)`,
    },
    '&[data-active]': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

const cellBase = {
  paddingInline: vars.space.xs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
} as const;

export const cell = style(cellBase);
export const numericCell = style([cellBase, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const selectCell = style([cellBase, { textAlign: 'center', paddingInline: 0 }]);

export const checkbox = style({
  margin: 0,
  inlineSize: '1rem',
  blockSize: '1rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const open = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const empty = style({ padding: vars.space.md, color: vars.color.textMuted, textAlign: 'center' });
