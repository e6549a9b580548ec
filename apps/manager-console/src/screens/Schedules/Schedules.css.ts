import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import { primaryToolButton, toolButton } from '../../app/controls.css.ts';

// The schedule screens reuse the roles list's dense table; these are the few parts of their own.

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const facts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const sectionHeading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.large,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const state = {
  Available: style({ color: vars.color.text }),
  Booked: style({ fontWeight: vars.fontWeight.bold }),
  Passed: style({ color: vars.color.textMuted }),
};

export const dialogBody = style({ display: 'grid', gap: vars.space.sm });

export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const input = style({
  minHeight: '2.5rem',
  padding: `0 ${vars.space.xs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const fieldError = style({ margin: 0, color: vars.color.errorText, fontSize: vars.fontSize.small });

export const muted = style({ color: vars.color.textMuted });

/** A link that looks like the console's primary tool button ("New schedule"). */
export const linkButton = style([
  primaryToolButton,
  { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' },
]);

/** The way back to the list, as a plain tool button. */
export const backLink = style([
  toolButton,
  { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' },
]);

/** Under a booked slot's panel: who a move took off or brought on (issue 34). */
export const panelNote = style({ display: 'block', fontSize: vars.fontSize.small });
