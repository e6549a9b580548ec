import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { mediaFrom } from '../../theme/media.ts';

// §2: at most 200 px tall from 320 px wide. On a phone the text spans the width above Reject and Accept side
// by side, with Manage under them; from sm the text and the buttons share rows. The height counts the padding.
export const banner = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  zIndex: vars.zIndex.banner,
  boxSizing: 'border-box',
  maxHeight: vars.size.cookieBannerMaxHeight,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.raisedUp,
  '@media': {
    [mediaFrom('sm')]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.md,
      paddingBlock: vars.space.md,
    },
    // §2: print views never show the cookie banner, whichever page the browser prints.
    print: { display: 'none' },
  },
});

// The basis is a width once the banner lays out in rows (from sm); in the phone's column it would be a height.
export const message = style({ margin: 0, '@media': { [mediaFrom('sm')]: { flex: '1 1 20rem' } } });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  '@media': { [mediaFrom('sm')]: { display: 'flex', flexWrap: 'wrap' } },
});

/** Each choice fills its cell on a phone; from sm it keeps the button's own width. */
export const choice = style({
  width: '100%',
  paddingInline: vars.space.sm,
  '@media': { [mediaFrom('sm')]: { width: 'auto', paddingInline: vars.space.lg } },
});

/** Manage cookies takes the whole row under Reject and Accept on a phone. */
export const manage = style({ gridColumn: '1 / -1' });

export const section = style({
  paddingBlock: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.surfaceMuted}`,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.text,
  fontWeight: vars.fontWeight.bold,
});

export const sectionText = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const alwaysOn = style({ color: vars.color.successText, fontWeight: vars.fontWeight.bold });
