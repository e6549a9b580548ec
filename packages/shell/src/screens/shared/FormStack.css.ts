import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The vertical rhythm of the shared screens' forms and texts.
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const link = style({
  color: vars.color.link,
  ':focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.text });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
});
