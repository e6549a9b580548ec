import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// /manager/reports on screen, on a phone and on paper: the print view is the report alone on A4, its
// filters as a line of text, each section kept on one page where it fits.

export { compactControl, primaryToolButton, toolButton, visuallyHidden } from '../../app/controls.css.ts';

const notPrinted = { print: { display: 'none' } } as const;

export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  '@media': notPrinted,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': notPrinted,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space.xxs });

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: '10rem', flex: '1 1 10rem' });

// A long role name must not push its select out of the row.
globalStyle(`${field} select, ${field} input`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const filterLine = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  display: 'grid',
  gap: vars.space.xxs,
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  breakInside: 'avoid',
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large });

/** The screen's kind tabs and controls are for the screen; the printed page keeps the report. */
export const screenOnly = style({ '@media': notPrinted });

export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

/** Around the kind tabs: the tab list is not printed, the report inside the panel is. */
export const kinds = style({ minWidth: 0 });

globalStyle(`${kinds} [role="tablist"]`, { '@media': notPrinted });
