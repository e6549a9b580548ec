import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The events screens: dense tables like the roles list, a toolbar above, compact row actions.

import { toolButton } from '../../app/controls.css.ts';

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';
export {
  caption,
  captionText,
  cell,
  header,
  muted,
  nameCell,
  numericCell,
  numericHeader,
  roleLink as link,
  scroller,
  stack,
  summary,
  table,
} from '../Roles/RolesScreen.css.ts';

// A link to another app's page (a full page load) that sits among the toolbar's buttons and looks like one.
export const toolLink = style([
  toolButton,
  { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' },
]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const toolGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const actions = style({ display: 'flex', gap: vars.space.xxs, flexWrap: 'nowrap' });

export const plainHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const dialogBody = style({ display: 'grid', gap: vars.space.sm });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space.xxs });

export const questionRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const nativeField = style({ display: 'grid', gap: vars.space.xxs });

export const nativeLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.small });

export const fieldError = style({ margin: 0, color: vars.color.errorText, fontSize: vars.fontSize.small });

export const answers = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.small });

export const answerLabel = style({ color: vars.color.textMuted });

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

globalStyle(`${fieldset} input[type="checkbox"]`, { accentColor: vars.color.primary });
