import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The type filter and its button share a row where they fit; the button drops under the field on a phone.
export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const filterField = style({ flex: `0 1 ${vars.size.inputWidth}`, minWidth: 0 });

/** Centres the button on the select beside it: the field ends with its own bottom margin under a taller box. */
export const filterAction = style({
  paddingBlockEnd: `calc(${vars.space.md} + (${vars.size.inputHeight} - ${vars.size.buttonHeightMedium}) / 2)`,
});
