import { vars } from '@shortlist/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// Styles several screens share: links that lead somewhere (styled as the kit's buttons, since the kit has
// no link-shaped button), the loading block, and stacks of content.

const linkBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.buttonHeightMedium,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.button,
  border: `${vars.size.borderWidth} solid transparent`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
});

export const actionLink = styleVariants({
  primary: [
    linkBase,
    {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:hover': { backgroundColor: vars.color.primaryHover } },
    },
  ],
  secondary: [
    linkBase,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.link,
      borderColor: vars.color.link,
      selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
    },
  ],
});

export const textLink = style({
  color: vars.color.link,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
});

/** A link on a line of its own (All roles, All events): a 24 px high target (WCAG 2.2 SC 2.5.8). */
export const standaloneLink = style([
  textLink,
  { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.targetMin },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.text });

export const mutedText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const formError = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

const noticeBase = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md });

/** A lasting message inside the page (the status banners of the shell go away by themselves). */
export const notice = styleVariants({
  success: [noticeBase, { backgroundColor: vars.color.success, color: vars.color.onSuccess }],
  warning: [noticeBase, { backgroundColor: vars.color.warning, color: vars.color.onWarning }],
  info: [noticeBase, { backgroundColor: vars.color.info, color: vars.color.onInfo }],
});

/** A form in a panel: fields stacked, the submit button last. */
export const formPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
});
