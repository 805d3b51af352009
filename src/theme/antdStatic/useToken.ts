// The production build's stand-in for antd's `theme/useToken` (docs/architecture.md#antd-without-a-style-runtime).
// antd's own hook derives the theme's tokens with @ant-design/cssinjs on the first render of every form and writes
// them into the page as <style> elements; the build computes the same tokens once, from src/theme/theme.ts, and
// `.ci/antdStaticCss.ts` puts their CSS into a static stylesheet, so here the tokens are a constant.
import type { GlobalToken } from 'antd';

/** The portal theme's tokens that antd reads in the browser (portalToken in .ci/antdStaticCss.ts), put in by DefinePlugin. */
declare const PORTAL_ANTD_TOKEN: Partial<GlobalToken>;

/** The class that scopes the theme's CSS variables in the static stylesheet; antd's default key. */
export const STATIC_CSS_VAR_KEY = 'css-var-root';

/** The class that scopes antd's rules in the static stylesheet, in place of the hash antd derives from its version. */
export const STATIC_HASH_CLASS = 'css-portal';

const cssVar = { prefix: 'ant', key: STATIC_CSS_VAR_KEY };

// antd reads these two maps when it names CSS variables; kept for the modules that import them.
export const unitless = {
  lineHeight: true,
  lineHeightSM: true,
  lineHeightLG: true,
  lineHeightHeading1: true,
  lineHeightHeading2: true,
  lineHeightHeading3: true,
  lineHeightHeading4: true,
  lineHeightHeading5: true,
  opacityLoading: true,
  fontWeightStrong: true,
  zIndexPopupBase: true,
  zIndexBase: true,
  opacityImage: true,
};
export const ignore = { motionBase: true, motionUnit: true };

/** antd's tuple: [theme, token, hashId, token with CSS variables, cssVar, zeroRuntime]. */
export default function useToken() {
  return [undefined, PORTAL_ANTD_TOKEN, STATIC_HASH_CLASS, PORTAL_ANTD_TOKEN, cssVar, true] as const;
}

/** antd's ConfigProvider derives tokens with this; the static build draws no ConfigProvider, so nothing calls it. */
export function getComputedToken(): never {
  throw new Error('antd theme tokens are static in this build; see .ci/antdStaticCss.ts');
}
