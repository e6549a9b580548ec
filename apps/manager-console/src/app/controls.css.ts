import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The console's compact controls: the kit's fields and buttons are sized for forms (50 px inputs, 216 px
// buttons, spec §9); a recruiter's toolbars and filters sit in dense rows.

const focusRing = { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` };

/** A select or text input one toolbar row high. */
export const compactControl = style({
  height: '2rem',
  paddingInline: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  selectors: { '&:focus-visible': focusRing },
});

export const toolButton = style({
  height: '2rem',
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&:focus-visible': focusRing,
  },
});

export const primaryToolButton = style([
  toolButton,
  {
    borderColor: vars.color.primary,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.primaryHover },
      '&:disabled': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    },
  },
]);

// A link that does what a button beside it would (opens the wizard, leaves a screen) looks like one.
const asLink = { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' } as const;
export const toolLink = style([toolButton, asLink]);
export const primaryToolLink = style([primaryToolButton, asLink]);

/** Read by assistive technology, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
