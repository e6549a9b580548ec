import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const mark = styleVariants({
  tick: { color: vars.color.successText },
  cross: { color: vars.color.errorText },
  dash: { color: vars.color.textMuted },
});
