import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.buttonWidth}, 1fr))`,
  gap: vars.space.md,
});

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.text, fontWeight: vars.fontWeight.bold });

export const slots = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const slotBase = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  // Buttons are border-box by default and the read-only cards are not: without this, Booked and Passed overflow.
  boxSizing: 'border-box',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  textAlign: 'start',
});

export const slot = styleVariants({
  Available: [
    slotBase,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.link,
      selectors: {
        'button&': { cursor: 'pointer' },
        '&[aria-pressed="true"]': {
          backgroundColor: vars.color.primary,
          color: vars.color.onPrimary,
          borderColor: vars.color.primary,
        },
        '&:focus-visible': {
          outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
          outlineOffset: vars.space.xxs,
        },
      },
    },
  ],
  Booked: [slotBase, { backgroundColor: vars.color.info, color: vars.color.onInfo, borderStyle: 'dashed' }],
  Passed: [
    slotBase,
    { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted, textDecoration: 'line-through' },
  ],
});

export const state = style({ fontWeight: vars.fontWeight.bold, textDecoration: 'none' });

/** The viewer's own booking: solid and bold where others' bookings are dashed, so it reads apart in any theme. */
export const own = style([
  slotBase,
  {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    borderColor: vars.color.primary,
    borderWidth: vars.size.focusWidth,
    fontWeight: vars.fontWeight.bold,
  },
]);
