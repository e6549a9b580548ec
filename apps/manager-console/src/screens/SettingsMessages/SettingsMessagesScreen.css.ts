import { mediaFrom, vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import * as shared from '../Settings/settings-table.css.ts';

export { intro, muted } from '../Settings/settings-list.css.ts';
export {
  caption,
  captionText,
  header,
  listTable as table,
  scroller,
} from '../Settings/settings-table.css.ts';

// The templates list (a dense table) and the editor with its preview beside it on a wide screen.

export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const cell = style([shared.cell, { textAlign: 'start', verticalAlign: 'top' }]);

export const nameCell = style([cell, { minWidth: '10rem', fontWeight: vars.fontWeight.bold }]);

export const variants = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
});

export const variant = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const customised = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  verticalAlign: 'middle',
});

export const backLink = style({
  justifySelf: 'start',
  color: vars.color.link,
  fontSize: vars.fontSize.small,
});

export const editorHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.heading,
});

export const editorLayout = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [mediaFrom('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const editorForm = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
