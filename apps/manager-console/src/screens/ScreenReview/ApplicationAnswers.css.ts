import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const answers = style({ display: 'grid', gap: vars.space.md });
export const sectionTitle = style({ margin: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.text });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const item = style({ display: 'grid', gap: vars.space.xxs });
export const question = style({ fontWeight: vars.fontWeight.bold });
export const answer = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const none = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
