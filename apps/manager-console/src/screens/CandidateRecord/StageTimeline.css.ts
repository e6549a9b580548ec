import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// A vertical timeline: a dot per move on a thin rail, the move in bold, who, why and when under it.

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const item = style({
  position: 'relative',
  paddingInlineStart: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  borderInlineStart: `${vars.size.borderWidthStrong} solid ${vars.color.border}`,
  marginInlineStart: vars.space.xxs,
  selectors: {
    '&:last-child': { borderInlineStartColor: 'transparent', paddingBlockEnd: 0 },
    // The dot sits on the rail, centred on the first line.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(-1 * ${vars.space.sm} / 2 - ${vars.size.borderWidthStrong} / 2)`,
      insetBlockStart: `calc(${vars.lineHeight.text} * 0.5em - ${vars.space.sm} / 2)`,
      width: vars.space.sm,
      height: vars.space.sm,
      borderRadius: vars.radius.round,
      background: vars.color.primary,
      // A ring of the panel's colour keeps the dot clear of the rail.
      boxShadow: `0 0 0 ${vars.size.borderWidthStrong} ${vars.color.surface}`,
    },
  },
});

export const move = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const subStage = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const none = style({ margin: 0, color: vars.color.textMuted });

export const undo = style({ marginBlockStart: vars.space.xs });
