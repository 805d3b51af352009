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

/**
 * antd's tuple: [theme, token, hashId, token with CSS variables, cssVar, zeroRuntime]. antd's module also exports
 * `unitless`, `ignore` and `getComputedToken`; their one importer in antd, theme/util/genStyleUtils, is replaced too.
 */
export default function useToken() {
  return [undefined, PORTAL_ANTD_TOKEN, STATIC_HASH_CLASS, PORTAL_ANTD_TOKEN, cssVar, true] as const;
}
