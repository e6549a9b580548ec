import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The stages as one folded list, each opening onto its policy and its sub-stages' own.

export { intro, stage, stageName, stages, summary } from '../Settings/stage-folds.css.ts';

export const described = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
});

export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const formTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const field = style({ display: 'grid', gap: vars.space.xxs, maxWidth: '28rem' });

export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const legend = style({ padding: 0, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const fieldError = style({ margin: 0, color: vars.color.errorText, fontSize: vars.fontSize.small });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
