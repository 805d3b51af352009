// The portal's antd theme: colours that pass WCAG AA contrast, readable type on phones, and docs/constants.md breakpoints.
import type { ThemeConfig } from 'antd';
import { BREAKPOINTS_PX } from '../domain/constants';

/**
 * Every colour the portal sets, so tests can measure them. antd's defaults fail AA in several places
 * (#1677ff links 4.1:1, #ff4d4f errors 3.3:1, tertiary and placeholder greys under 3.5:1), hence the darker picks.
 */
export const portalColors = {
  /** antd blue-7: 6.2:1 on white, and white button text on it is 6.2:1 too. */
  primary: '#0958d9',
  /** Darker on hover/press: antd would lighten to #4096ff, where white text drops to 3:1. */
  primaryHover: '#003eb3',
  primaryActive: '#002c8c',
  link: '#0958d9',
  linkHover: '#003eb3',
  linkActive: '#002c8c',
  text: '#1f1f1f',
  textSecondary: '#4a4a4a',
  textTertiary: '#595959',
  textDescription: '#595959',
  textPlaceholder: '#6b6b6b',
  /** White text on filled buttons and active step icons. */
  textOnPrimary: '#ffffff',
  error: '#cf1322',
  errorHover: '#a8071a',
  errorActive: '#820014',
  errorBackground: '#fff2f0',
  success: '#237804',
  warning: '#ad4e00',
  /** Control boundaries (input and checkbox borders) need 3:1 against white (WCAG 1.4.11). */
  border: '#8c8c8c',
  /** The focus ring on buttons, checkboxes, links and inputs: a solid colour, not antd's 10 % tint. */
  focusRing: '#0958d9',
  background: '#ffffff',
  /** Background of disabled inputs, where placeholder text must still be readable. */
  disabledBackground: '#f5f5f5',
  // The app shell's own CSS (src/app/shell.css, public/index.html's preboot screen) uses these too, through the
  // --portal-* custom properties of src/theme/palette.css; tests/theme/palette.test.ts keeps the two in step.
  /** The page behind the main column, the preboot screen and the form fields. */
  pageBackground: '#f5f7fa',
  /** The shell's strong links and outlined actions: skip link, banner home icon, form index links, toast action. */
  linkStrong: '#003a8c',
  /** The page-wide :focus-visible outline on native elements (antd's controls draw focusRing). */
  focusOutline: '#003a8c',
  /** Separators (banner, footer, cards, the step rule): decoration, so no contrast minimum. */
  divider: '#d9d9d9',
  /** The notification strip: a pale yellow band with a decorative edge. */
  noticeBackground: '#fffbe6',
  noticeBorder: '#ffe58f',
  /** The toasts' drop shadow (decoration). */
  shadow: 'rgba(0, 0, 0, 0.16)',
  /** A printed confirmation's text: full black on paper. */
  printText: '#000000',
  /** The preboot spinner's moving arc and its still track (public/index.html). */
  spinner: '#003a8c',
  spinnerTrack: '#bfbfbf',
} as const;

export type PortalColorName = keyof typeof portalColors;

/** A foreground/background pair and the contrast it must reach: 4.5 for text, 3 for UI boundaries and focus rings. */
export interface ContrastRequirement {
  foreground: PortalColorName;
  background: PortalColorName;
  minimum: number;
}

/** The pairs the portal actually shows; the theme test measures each one. */
export const contrastRequirements: readonly ContrastRequirement[] = [
  { foreground: 'primary', background: 'background', minimum: 4.5 },
  // An outlined button's words and edge on hover and press (src/components/controls.css), and a ticked box on hover.
  { foreground: 'primaryHover', background: 'background', minimum: 4.5 },
  { foreground: 'primaryActive', background: 'background', minimum: 4.5 },
  { foreground: 'textOnPrimary', background: 'primary', minimum: 4.5 },
  { foreground: 'textOnPrimary', background: 'primaryHover', minimum: 4.5 },
  { foreground: 'textOnPrimary', background: 'primaryActive', minimum: 4.5 },
  { foreground: 'link', background: 'background', minimum: 4.5 },
  { foreground: 'linkHover', background: 'background', minimum: 4.5 },
  { foreground: 'linkActive', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'textSecondary', background: 'background', minimum: 4.5 },
  { foreground: 'textTertiary', background: 'background', minimum: 4.5 },
  { foreground: 'textDescription', background: 'background', minimum: 4.5 },
  { foreground: 'textPlaceholder', background: 'background', minimum: 4.5 },
  { foreground: 'textPlaceholder', background: 'disabledBackground', minimum: 4.5 },
  { foreground: 'error', background: 'background', minimum: 4.5 },
  { foreground: 'errorHover', background: 'background', minimum: 4.5 },
  { foreground: 'error', background: 'errorBackground', minimum: 4.5 },
  { foreground: 'link', background: 'errorBackground', minimum: 4.5 },
  { foreground: 'text', background: 'errorBackground', minimum: 4.5 },
  { foreground: 'success', background: 'background', minimum: 4.5 },
  { foreground: 'warning', background: 'background', minimum: 4.5 },
  { foreground: 'border', background: 'background', minimum: 3 },
  { foreground: 'focusRing', background: 'background', minimum: 3 },
  // The shell's CSS (src/app/shell.css): forms, hints, errors, links and the confirmation sit on the page background.
  { foreground: 'text', background: 'pageBackground', minimum: 4.5 },
  { foreground: 'textSecondary', background: 'pageBackground', minimum: 4.5 },
  { foreground: 'textDescription', background: 'pageBackground', minimum: 4.5 },
  { foreground: 'link', background: 'pageBackground', minimum: 4.5 },
  { foreground: 'error', background: 'pageBackground', minimum: 4.5 },
  { foreground: 'success', background: 'pageBackground', minimum: 4.5 },
  // Radio dots, the step marker, input and scroll-box borders, and antd's focus ring against the page.
  { foreground: 'primary', background: 'pageBackground', minimum: 3 },
  { foreground: 'border', background: 'pageBackground', minimum: 3 },
  { foreground: 'focusRing', background: 'pageBackground', minimum: 3 },
  // Skip link, banner home icon, form index links and toast action: text and the action's border on white.
  { foreground: 'linkStrong', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'noticeBackground', minimum: 4.5 },
  { foreground: 'printText', background: 'background', minimum: 4.5 },
  // The page-wide focus outline on every surface it can be drawn on (the strip's is inset, on its yellow).
  { foreground: 'focusOutline', background: 'pageBackground', minimum: 3 },
  { foreground: 'focusOutline', background: 'background', minimum: 3 },
  { foreground: 'focusOutline', background: 'noticeBackground', minimum: 3 },
  { foreground: 'focusOutline', background: 'errorBackground', minimum: 3 },
  // The preboot spinner (public/index.html): its arc against the page and against its track.
  { foreground: 'spinner', background: 'pageBackground', minimum: 3 },
  { foreground: 'spinner', background: 'spinnerTrack', minimum: 3 },
];

type AntdToken = NonNullable<ThemeConfig['token']>;
/** antd's breakpoint names, read off its tokens (screenSMMax gives 'SM'), so a misspelt band does not compile. */
type ScreenName = keyof AntdToken extends infer K ? (K extends `screen${infer N}Max` ? N : never) : never;
type ScreenBand<N extends ScreenName> = { [K in `screen${N}` | `screen${N}Min` | `screen${N}Max`]: number };

/** antd's three tokens for one range: screenNN and screenNNMin where it starts, screenNNMax where it ends. */
function band<N extends ScreenName>(name: N, min: number, max: number): ScreenBand<N> {
  // Computed keys widen to string, so the literal key type is restored by hand.
  return { [`screen${name}`]: min, [`screen${name}Min`]: min, [`screen${name}Max`]: max } as ScreenBand<N>;
}

/** Each docs/constants.md range maps onto antd's screen tokens; antd's xxl and xxxl collapse into xl ("1920px and up"). */
const screens = {
  // Not band(): antd puts screenXS in max-width queries (calendar, back-top), so it is the top of xs, not the start.
  screenXSMin: 0,
  screenXS: BREAKPOINTS_PX.sm - 1,
  screenXSMax: BREAKPOINTS_PX.sm - 1,
  ...band('SM', BREAKPOINTS_PX.sm, BREAKPOINTS_PX.md - 1),
  ...band('MD', BREAKPOINTS_PX.md, BREAKPOINTS_PX.lg - 1),
  ...band('LG', BREAKPOINTS_PX.lg, BREAKPOINTS_PX.xl - 1),
  ...band('XL', BREAKPOINTS_PX.xl, BREAKPOINTS_PX.xl),
  ...band('XXL', BREAKPOINTS_PX.xl, BREAKPOINTS_PX.xl),
  // Not band() either: antd has no screenXXXLMax.
  screenXXXL: BREAKPOINTS_PX.xl,
  screenXXXLMin: BREAKPOINTS_PX.xl,
} satisfies AntdToken;

const focusShadow = `0 0 0 2px ${portalColors.focusRing}`;
const errorFocusShadow = `0 0 0 2px ${portalColors.error}`;

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: portalColors.primary,
    colorPrimaryHover: portalColors.primaryHover,
    colorPrimaryActive: portalColors.primaryActive,
    colorPrimaryText: portalColors.primary,
    colorPrimaryTextHover: portalColors.primaryHover,
    colorPrimaryTextActive: portalColors.primaryActive,
    // antd draws focus outlines in colorPrimaryBorder (#91caff by default, 1.7:1): too faint to see.
    colorPrimaryBorder: portalColors.focusRing,
    colorInfo: portalColors.primary,
    colorLink: portalColors.link,
    colorLinkHover: portalColors.linkHover,
    colorLinkActive: portalColors.linkActive,
    colorText: portalColors.text,
    colorTextHeading: portalColors.text,
    colorTextSecondary: portalColors.textSecondary,
    colorTextLabel: portalColors.textSecondary,
    colorTextTertiary: portalColors.textTertiary,
    colorTextDescription: portalColors.textDescription,
    colorTextPlaceholder: portalColors.textPlaceholder,
    colorTextLightSolid: portalColors.textOnPrimary,
    colorError: portalColors.error,
    colorErrorText: portalColors.error,
    colorErrorTextHover: portalColors.errorHover,
    colorErrorTextActive: portalColors.errorActive,
    colorErrorHover: portalColors.errorHover,
    colorErrorActive: portalColors.errorActive,
    colorErrorBorder: portalColors.error,
    colorErrorBorderHover: portalColors.errorHover,
    colorErrorBg: portalColors.errorBackground,
    colorSuccess: portalColors.success,
    colorWarning: portalColors.warning,
    colorBorder: portalColors.border,
    colorBgContainer: portalColors.background,
    colorBgContainerDisabled: portalColors.disabledBackground,
    // 16px keeps text readable on phones and stops iOS Safari zooming into a focused input.
    fontSize: 16,
    // Buttons and text boxes 40 px tall: easy to hit on a phone (WCAG 2.5.8 asks 24 px; 40 px is our floor).
    controlHeight: 40,
    lineWidthFocus: 2,
    ...screens,
  },
  components: {
    Input: {
      activeBorderColor: portalColors.focusRing,
      activeShadow: focusShadow,
      errorActiveShadow: errorFocusShadow,
      hoverBorderColor: portalColors.primary,
    },
  },
};

/**
 * The theme antd draws with everywhere: the portal's, in antd's zero-runtime mode (no component styles generated in
 * the browser; .ci/antdStaticCss.ts writes them to a stylesheet at build time), with a fixed CSS-variable key so the
 * stylesheet and the browser name the theme's variables alike (antd would otherwise derive one from a React id).
 */
export const antdTheme: ThemeConfig = { ...portalTheme, zeroRuntime: true, cssVar: { key: 'css-var-portal' } };
