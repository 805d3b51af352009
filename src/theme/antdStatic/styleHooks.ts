// The production build's stand-ins for antd's per-component style modules (docs/architecture.md#antd-without-a-style-runtime).
// An antd component asks its style module for class names, and antd's module also generates the component's CSS
// and injects it. Here the CSS is already in the static stylesheet, so a hook only names the classes: the one that
// scopes antd's rules there and the one that scopes the theme's CSS variables. The build
// (.ci/antdStandIns.ts) picks one of these modules for each style module by how antd built it.
import { STATIC_CSS_VAR_KEY, STATIC_HASH_CLASS } from './useToken';

/** For a module made with antd's `genStyleHooks`: the hook returns [hashId, cssVarCls]. */
export function componentStyleHook(): readonly [hashId: string, cssVarCls: string] {
  return [STATIC_HASH_CLASS, STATIC_CSS_VAR_KEY];
}

/** For a module made with `genComponentStyleHook`: the hook returns the hash class alone. */
export function plainStyleHook(): string {
  return STATIC_HASH_CLASS;
}

/** For a module made with `genSubStyleComponent`: a component that only registered styles, so it draws nothing. */
export function SubStyleComponent(): null {
  return null;
}

/** antd's helper for naming a component's CSS variables, unchanged: some components build inline styles with it. */
export const genCssVar = (antCls: string, component: string) => {
  const cssPrefix = `--${antCls.replace(/\./g, '')}-${component}-`;
  const varName = (name: string) => `${cssPrefix}${name}`;
  const varRef = (name: string, fallback?: string) => (fallback ? `var(${cssPrefix}${name}, ${fallback})` : `var(${cssPrefix}${name})`);
  return [varName, varRef] as const;
};

export const genStyleHooks = () => componentStyleHook;
export const genComponentStyleHook = () => plainStyleHook;
export const genSubStyleComponent = () => SubStyleComponent;
