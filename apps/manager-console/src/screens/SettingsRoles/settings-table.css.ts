import { vars } from '@shortlist/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { toolButton } from '../../app/controls.css.ts';
import * as shared from '../Settings/settings-table.css.ts';

export {
  caption,
  header,
  listTable as table,
  numericHeader,
  plainHeader,
  plainNumericHeader,
  scroller,
} from '../Settings/settings-table.css.ts';

// The dense tables of the role settings (roles, form templates): compact rows, actions at the row's end.

// minmax(0, 1fr): a wide table scrolls inside its frame instead of widening the page past the screen.
export const stack = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
});
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const spacer = style({ flexGrow: 1 });
export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });
export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const cell = style([
  shared.cell,
  { whiteSpace: 'nowrap', textAlign: 'start', verticalAlign: 'middle' },
]);
// The name stays in view while a phone scrolls the row sideways to its actions; its preferred width
// lets long names wrap before the row's actions are pushed out of view.
export const nameCell = style([
  cell,
  {
    whiteSpace: 'normal',
    minWidth: '8rem',
    width: '10rem',
    fontWeight: vars.fontWeight.bold,
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    background: vars.color.surface,
  },
]);
export const numericCell = style([cell, { textAlign: 'end' }]);
export const actionsCell = style([cell, { textAlign: 'end' }]);
export const muted = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const link = style({ color: vars.color.link });
export const actions = style({ display: 'inline-flex', gap: vars.space.xxs, flexWrap: 'nowrap' });
// A row's buttons are narrower than a toolbar's, so a role's whole row fits beside the settings sections.
export const rowButton = style([toolButton, { paddingInline: vars.space.xs }]);
export const wrapCell = style([cell, { whiteSpace: 'normal', minWidth: '6rem' }]);

const statusBase = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: '0.75rem',
  fontWeight: vars.fontWeight.bold,
});
// A role's status at a glance: live in the success colour, closed and archived quieter than drafts.
export const statusMark = styleVariants({
  DRAFT: [statusBase],
  LIVE: [statusBase, { borderColor: vars.color.success, color: vars.color.successText }],
  CLOSED: [statusBase, { color: vars.color.textMuted }],
  ARCHIVED: [statusBase, { color: vars.color.textMuted, borderStyle: 'dashed' }],
});

export { compactControl as control, primaryToolButton, toolButton } from '../../app/controls.css.ts';

export const linkButton = style([
  toolButton,
  { paddingInline: vars.space.xs },
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: 1,
    textDecoration: 'none',
    boxSizing: 'border-box',
  },
]);

// The plain headers (no sort button) keep the cells' own padding, so labels line up with values.
globalStyle(`${shared.listTable} thead th${shared.plainHeader}`, { paddingInline: vars.space.sm });
