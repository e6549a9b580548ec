import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import * as shared from '../Settings/settings-table.css.ts';

// Blind marking's screens: dense tables in the settings tables' frame, and the marker's answer with its guide
// beside it (stacked on a narrow screen). Text wraps and grows with the reader's font size.

export { primaryToolButton as primaryButton, toolButton, visuallyHidden } from '../../app/controls.css.ts';
export {
  caption,
  captionText,
  listTable as table,
  plainHeader,
  plainNumericHeader,
  scroller,
} from '../Settings/settings-table.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const intro = style({ margin: 0, maxWidth: '75ch', color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const facts = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
});

export const cell = style([shared.cell, { textAlign: 'start', verticalAlign: 'top' }]);
export const numericCell = style([
  shared.cell,
  { textAlign: 'end', verticalAlign: 'top', whiteSpace: 'nowrap' },
]);

/** An answer whose marks differ by 2 or more: flagged in words, with a border that is not colour alone. */
export const flagged = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xxs}`,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  fontWeight: 700,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xxs}` });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

export const guideGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const errorText = style({ margin: 0, color: vars.color.errorText });

/** The marker's page: the answer and, beside it on a wide screen, the question's guide. */
export const markingLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(14rem, 1fr)',
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const answerText = style({
  margin: 0,
  padding: vars.space.md,
  whiteSpace: 'pre-wrap',
  lineHeight: vars.lineHeight.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  maxWidth: '75ch',
});

export const guideList = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const markButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const markButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const progressBar = style({ width: '100%', maxWidth: '30rem', height: '0.75rem' });

export const questionTabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
