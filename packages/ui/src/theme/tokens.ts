import {
  cookieBannerMaxHeight,
  pillOptionWidth,
  spinnerDefaultSize,
  themeSizes,
} from '@shortlist/domain/constants';
import { listHeight } from '@shortlist/domain/stages';

// The shape every brand fills in. Colours are hex (#rrggbb) so the contrast test can compute them.

export type ColorTokens = {
  /** Page background. */
  background: string;
  /** Cards, panels, dialogs. */
  surface: string;
  /** Zebra rows, selected pills, table headers. */
  surfaceMuted: string;
  /** Body text on background and surface. */
  text: string;
  /** Helper text and secondary text on background and surface. */
  textMuted: string;
  /** Borders of inputs and panels (non-text, 3:1 is enough). */
  border: string;
  /** Links and focused borders on background. */
  link: string;
  /** Focus ring. */
  focus: string;
  /** Primary control background. */
  primary: string;
  /** Primary control background while hovered. */
  primaryHover: string;
  /** Text and icons on primary controls. */
  onPrimary: string;
  /** Success banner background. */
  success: string;
  /** Text on the success banner. */
  onSuccess: string;
  /** Failure banner background. */
  failure: string;
  /** Text on the failure banner. */
  onFailure: string;
  /** Information alert background. */
  info: string;
  /** Text on the information alert. */
  onInfo: string;
  /** Warning alert background. */
  warning: string;
  /** Text on the warning alert. */
  onWarning: string;
  /** Error message text on background (field errors). */
  errorText: string;
  /** Success text and ticks on background. */
  successText: string;
  /** Backdrop behind dialogs. */
  overlay: string;
};

export type ThemeTokens = {
  color: ColorTokens;
  font: { body: string; heading: string };
};

const px = (value: number): string => `${value}px`;

// Sizes of spec §9 and §2: shared by every brand, written into the contract as px.
export const sizeTokens = {
  space: { none: '0', xxs: px(2), xs: px(4), sm: px(8), md: px(16), lg: px(24), xl: px(32), xxl: px(48) },
  radius: { sm: px(4), md: px(8), button: px(themeSizes.button.radius), pill: px(999), round: '50%' },
  fontSize: {
    small: px(14),
    text: px(themeSizes.font.text),
    large: px(20),
    pageTitle: px(themeSizes.font.pageTitle),
  },
  lineHeight: { text: '1.5', heading: '1.25' },
  fontWeight: { regular: '400', bold: '700' },
  size: {
    buttonWidth: px(themeSizes.button.width),
    buttonHeightLarge: px(themeSizes.button.height.large),
    buttonHeightMedium: px(themeSizes.button.height.medium),
    buttonHeightSmall: px(themeSizes.button.height.small),
    inputWidth: px(themeSizes.input.width),
    inputHeight: px(themeSizes.input.height),
    scrollOffset: px(themeSizes.scrollOffset),
    pillOption: px(pillOptionWidth),
    spinner: px(spinnerDefaultSize),
    cookieBannerMaxHeight: px(cookieBannerMaxHeight),
    crashLogo: px(themeSizes.crashScreen.logoWidth),
    crashRobot: px(themeSizes.crashScreen.robotImageWidth),
    listRow: px(listHeight.perRow),
    icon: px(20),
    iconSmall: px(16),
    /** WCAG 2.2 SC 2.5.8: the smallest box a pointer target may have. */
    targetMin: px(24),
    borderWidth: px(1),
    borderWidthStrong: px(2),
    /** Negative offset that draws a focus ring inside a control's edge. */
    focusInset: px(-3),
    focusWidth: px(3),
    sidebar: px(240),
    contentMax: px(themeSizes.breakpoints.lg),
    narrowMax: px(themeSizes.breakpoints.sm),
    dialogMax: px(560),
  },
  breakpoint: {
    xs: px(themeSizes.breakpoints.xs),
    sm: px(themeSizes.breakpoints.sm),
    md: px(themeSizes.breakpoints.md),
    lg: px(themeSizes.breakpoints.lg),
    xl: px(themeSizes.breakpoints.xl),
  },
  zIndex: { banner: '1000', overlay: '900', tooltip: '1100' },
  shadow: {
    raised: '0 4px 16px rgba(0, 0, 0, 0.12)',
    raisedUp: '0 -4px 16px rgba(0, 0, 0, 0.12)',
    overlay: '0 8px 32px rgba(0, 0, 0, 0.25)',
  },
} as const;

// Decision: one chart palette for every brand (every brand draws on white): Okabe-Ito hues darkened until
// each bar reaches 3:1 against the background (non-text contrast); neighbouring bars are split by a gap.
export const chartTokens = {
  series1: '#0072b2',
  series2: '#d55e00',
  series3: '#007a5e',
  series4: '#6a3d9a',
  series5: '#5c6470',
} as const;

export const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
