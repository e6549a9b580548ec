import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const listHeight = createVar();
export const columnTemplate = createVar();
export const offsetBefore = createVar();
export const offsetAfter = createVar();

export const table = style({
  height: listHeight,
  overflowY: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.small,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});

const row = style({
  display: 'grid',
  gridTemplateColumns: columnTemplate,
  alignItems: 'center',
  columnGap: vars.space.sm,
  paddingInline: vars.space.sm,
});

export const headerGroup = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surfaceMuted,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const headerRow = style([row, { minHeight: vars.size.buttonHeightMedium }]);

export const header = style({ fontWeight: vars.fontWeight.bold });

export const body = style({ paddingBlockStart: offsetBefore, paddingBlockEnd: offsetAfter });

export const bodyRow = style([
  row,
  {
    height: vars.size.listRow,
    selectors: { '&:nth-child(even)': { backgroundColor: vars.color.surfaceMuted } },
  },
]);

export const cell = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const open = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});

export const mark = styleVariants({
  tick: { color: vars.color.successText },
  cross: { color: vars.color.errorText },
  dash: { color: vars.color.textMuted },
});

export const empty = style({ padding: vars.space.md, color: vars.color.textMuted });
