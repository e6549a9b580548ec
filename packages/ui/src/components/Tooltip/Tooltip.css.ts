import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', display: 'inline-block' });

export const tooltip = style({
  position: 'absolute',
  insetBlockEnd: '100%',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  marginBlockEnd: vars.space.xs,
  zIndex: vars.zIndex.tooltip,
  width: 'max-content',
  maxWidth: vars.size.buttonWidth,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.small,
  pointerEvents: 'none',
});
