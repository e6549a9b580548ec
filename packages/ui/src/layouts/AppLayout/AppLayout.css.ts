import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { mediaFrom } from '../../theme/media.ts';

// A printed page is the content alone: the header, navigation, skip link and footer are for the screen.
const notPrinted = { print: { display: 'none' } } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: `calc(-1 * ${vars.size.inputHeight} * 2)`,
  zIndex: vars.zIndex.banner,
  padding: vars.space.sm,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
  '@media': notPrinted,
});

// The header stays in view from sm; on a phone it scrolls away with the page, where a header wrapped onto
// two lines would keep an eighth of the screen and cover whatever passes under it.
export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.overlay,
  minHeight: vars.size.scrollOffset,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [mediaFrom('sm')]: { position: 'sticky', insetBlockStart: 0 }, ...notPrinted },
});

export const body = styleVariants({
  // On a phone the navigation sits above the content at its own height; from md it is a full-height column.
  sidebar: {
    flex: 1,
    display: 'grid',
    gridTemplateColumns: '1fr',
    gridTemplateRows: 'auto 1fr',
    '@media': {
      [mediaFrom('md')]: { gridTemplateColumns: `${vars.size.sidebar} 1fr`, gridTemplateRows: '1fr' },
    },
  },
  // Rows keep their own height (alignContent start): a short page must not stretch the gap under its aside.
  content: {
    flex: 1,
    display: 'grid',
    gridTemplateColumns: '1fr',
    alignContent: 'start',
    gap: vars.space.lg,
    width: '100%',
    maxWidth: vars.size.contentMax,
    marginInline: 'auto',
    padding: vars.space.md,
    boxSizing: 'border-box',
  },
  contentWithAside: {
    flex: 1,
    display: 'grid',
    gridTemplateColumns: '1fr',
    alignContent: 'start',
    gap: vars.space.lg,
    width: '100%',
    maxWidth: vars.size.contentMax,
    marginInline: 'auto',
    padding: vars.space.md,
    boxSizing: 'border-box',
    '@media': { [mediaFrom('md')]: { gridTemplateColumns: `${vars.size.sidebar} 1fr` } },
  },
  narrow: {
    flex: 1,
    width: '100%',
    maxWidth: vars.size.narrowMax,
    marginInline: 'auto',
    padding: vars.space.md,
    boxSizing: 'border-box',
  },
  centered: {
    flex: 1,
    display: 'grid',
    placeItems: 'center',
    gap: vars.space.lg,
    padding: vars.space.md,
    '@media': { [mediaFrom('md')]: { gridTemplateColumns: '1fr 1fr' } },
  },
  fullWidth: { flex: 1, width: '100%', padding: vars.space.md, boxSizing: 'border-box' },
});

export const navigation = style({
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': {
    [mediaFrom('md')]: {
      borderBlockEnd: 'none',
      borderInlineEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
    },
    ...notPrinted,
  },
});

// In the content frames the body's padding is the phone's margin already: the main adds its own from sm.
const inContentFrame = `${body.content} > &, ${body.contentWithAside} > &`;
export const main = style({
  minWidth: 0,
  padding: vars.space.md,
  selectors: { '&:focus': { outline: 'none' }, [inContentFrame]: { paddingInline: 0 } },
  '@media': { [mediaFrom('sm')]: { selectors: { [inContentFrame]: { paddingInline: vars.space.md } } } },
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.inputWidth,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const aside = style({ minWidth: 0 });

export const progress = style({ paddingBlock: vars.space.md });

export const footer = style({
  padding: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  '@media': notPrinted,
});
