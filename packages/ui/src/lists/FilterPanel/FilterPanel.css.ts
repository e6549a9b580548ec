import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { mediaFrom } from '../../theme/media.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.heading });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// From md the panel sits beside its list and stays open: the summary goes and the folded content shows.
// Browsers without ::details-content keep the toggle there too, so the filters are never out of reach.
const wide = mediaFrom('md');
const forcesOpen = 'selector(::details-content)';

export const fold = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@supports': {
    [forcesOpen]: {
      '@media': { [wide]: { selectors: { '&::details-content': { contentVisibility: 'visible' } } } },
    },
  },
});

export const foldToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.buttonHeightLarge,
  paddingInline: vars.space.md,
  boxSizing: 'border-box',
  border: `${vars.size.borderWidth} solid ${vars.color.link}`,
  borderRadius: vars.radius.button,
  backgroundColor: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
  '@supports': { [forcesOpen]: { '@media': { [wide]: { display: 'none' } } } },
});

export const foldIcon = style({
  display: 'inline-flex',
  transition: 'transform 150ms ease',
  selectors: { [`${fold}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/**
 * In a folded panel the toggle already says "Filter roles (2)", so below md the title and count stay for
 * screen readers only (the title still names the form); from md, where the toggle goes, they show again.
 */
export const foldedHeader = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@supports': {
    [forcesOpen]: {
      '@media': {
        [wide]: {
          position: 'static',
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          clip: 'auto',
          whiteSpace: 'normal',
        },
      },
    },
  },
});
