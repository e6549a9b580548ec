import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const info = style({
  marginBlockEnd: vars.space.md,
  padding: vars.space.md,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.onInfo}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.info,
  color: vars.color.onInfo,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.text, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: `${vars.space.xs} 0 0` });
