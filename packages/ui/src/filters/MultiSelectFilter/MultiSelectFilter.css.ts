import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const anchor = style({ position: 'relative' });

/** Looks like one input holding the chips and the text box. */
export const control = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.buttonHeightSmall,
  padding: vars.space.xxs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '0',
    },
    '&:has(input:disabled)': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const input = style({
  flex: '1 1 0',
  minInlineSize: vars.space.xxl,
  height: vars.space.lg,
  paddingInline: vars.space.xxs,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  // The control draws the focus ring around chips and text box together.
  outline: 'none',
});

export const popover = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: vars.zIndex.tooltip,
});

export const listbox = style({
  boxSizing: 'border-box',
  maxHeight: `calc(${vars.size.buttonHeightSmall} * 8)`,
  overflowY: 'auto',
  margin: 0,
  marginBlockStart: vars.space.xxs,
  padding: vars.space.xxs,
  listStyle: 'none',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.space.lg,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[data-active="true"]': {
      backgroundColor: vars.color.surfaceMuted,
      outline: `${vars.size.borderWidthStrong} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.borderWidthStrong})`,
    },
  },
});

/** A checkbox look, ticked for selected options. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '[aria-selected="true"] > &': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const message = style({
  marginBlockStart: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  // Stays in the page while empty, so its text is announced when it appears.
  selectors: { '&:empty': { margin: 0, padding: 0, border: 0, boxShadow: 'none' } },
});
