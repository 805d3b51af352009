/**
 * @jest-environment node
 */
// antd without a style runtime (docs/architecture.md#antd-without-a-style-runtime): the production build serves
// antd's styles as the static stylesheet .ci/antdStaticCss.ts renders. These tests read that real CSS: it must
// cover every antd component src/ draws, carry the portal theme, meet the contrast the theme promises, and use the
// class names the build's stand-ins give the components.
import fs from 'node:fs';
import path from 'node:path';
import { portalToken, renderAntdCss, STATIC_ANTD_COMPONENTS } from '../../.ci/antdStaticCss';
import { componentStyleHook, plainStyleHook, SubStyleComponent } from '../../src/theme/antdStatic/styleHooks';
import { STATIC_CSS_VAR_KEY, STATIC_HASH_CLASS } from '../../src/theme/antdStatic/useToken';
import { contrastRatio } from '../../src/theme/contrast';
import { contrastRequirements, portalColors, type PortalColorName } from '../../src/theme/theme';

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The antd components src/ imports, by their export name: `import { Button } from 'antd'` and `antd/es/checkbox/…`. */
function antdComponentsInSrc(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, names] of source.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'antd';/gm)) {
      for (const name of (names ?? '').split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ') && /^[A-Z]/.test(name) && name !== 'ConfigProvider') found.add(name);
      }
    }
    for (const [, folder] of source.matchAll(/^import\s+(?!type\b)\w+\s+from\s+'antd\/es\/([a-z-]+)\//gm)) {
      found.add((folder ?? '').replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase()));
    }
  }
  return [...found].sort();
}

/** The declarations of the block whose selector is exactly `selector`, as a map of property to value. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector}{`);
  if (start < 0) throw new Error(`no ${selector} block in the stylesheet`);
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return new Map(
    body
      .split(';')
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
      }),
  );
}

/** Where each portal colour antd draws appears among the theme's CSS variables. */
const CSS_VARIABLE_OF: Partial<Record<PortalColorName, string>> = {
  primary: '--ant-color-primary',
  primaryHover: '--ant-color-primary-hover',
  primaryActive: '--ant-color-primary-active',
  link: '--ant-color-link',
  linkHover: '--ant-color-link-hover',
  linkActive: '--ant-color-link-active',
  text: '--ant-color-text',
  textSecondary: '--ant-color-text-secondary',
  textTertiary: '--ant-color-text-tertiary',
  textDescription: '--ant-color-text-description',
  textPlaceholder: '--ant-color-text-placeholder',
  textOnPrimary: '--ant-color-text-light-solid',
  error: '--ant-color-error',
  errorHover: '--ant-color-error-hover',
  errorBackground: '--ant-color-error-bg',
  success: '--ant-color-success',
  warning: '--ant-color-warning',
  border: '--ant-color-border',
  focusRing: '--ant-color-primary-border',
  background: '--ant-color-bg-container',
  disabledBackground: '--ant-color-bg-container-disabled',
};

describe('the static antd stylesheet of the production build', () => {
  let css: string;
  let themeVariables: Map<string, string>;

  beforeAll(() => {
    css = renderAntdCss();
    themeVariables = declarationsOf(css, `.${STATIC_CSS_VAR_KEY}`);
  });

  it('draws every antd component src/ imports, so none is left without styles in the build', () => {
    const imported = antdComponentsInSrc();
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !STATIC_ANTD_COMPONENTS.includes(name))).toEqual([]);
  });

  it('has the rules of each of those components', () => {
    for (const selector of ['.ant-btn-primary', '.ant-btn-variant-link', '.ant-input', '.ant-checkbox-wrapper', '.ant-modal-container', '.ant-modal-footer', '.ant-modal-mask']) {
      expect({ selector, present: css.includes(selector) }).toEqual({ selector, present: true });
    }
  });

  it("carries the portal theme: every colour antd draws, the 16 px type and the 40 px controls", () => {
    for (const [name, variable] of Object.entries(CSS_VARIABLE_OF)) {
      expect({ name, value: themeVariables.get(variable)?.toLowerCase() }).toEqual({ name, value: portalColors[name as PortalColorName] });
    }
    expect(themeVariables.get('--ant-font-size')).toBe('16px');
    expect(themeVariables.get('--ant-control-height')).toBe('40px');
    expect(declarationsOf(css, `.${STATIC_CSS_VAR_KEY}.ant-input`).get('--ant-input-active-shadow')).toBe(`0 0 0 2px ${portalColors.focusRing}`);
  });

  it('meets every contrast the theme asks of the colours antd draws, measured on the values in the CSS', () => {
    const measured = contrastRequirements.filter(({ foreground, background }) => CSS_VARIABLE_OF[foreground] && CSS_VARIABLE_OF[background]);
    expect(measured.length).toBeGreaterThanOrEqual(15);
    for (const { foreground, background, minimum } of measured) {
      const ratio = contrastRatio(themeVariables.get(CSS_VARIABLE_OF[foreground] ?? '') ?? '', themeVariables.get(CSS_VARIABLE_OF[background] ?? '') ?? '');
      expect({ foreground, background, passes: ratio >= minimum }).toEqual({ foreground, background, passes: true });
    }
  });

  it("uses the class names the build's stand-ins give antd's components: the fixed scope and the theme's variables", () => {
    expect(css.match(/\.css-(?!portal\b|var-root\b)[\w-]+/g) ?? []).toEqual([]);
    expect(css).toContain(`:where(.${STATIC_HASH_CLASS}).ant-btn`);
    expect(css).toContain(`.${STATIC_CSS_VAR_KEY}.ant-btn{`);
    expect(componentStyleHook()).toEqual([STATIC_HASH_CLASS, STATIC_CSS_VAR_KEY]);
    expect(plainStyleHook()).toBe(STATIC_HASH_CLASS);
    expect(SubStyleComponent()).toBeNull();
  });

  it("keeps antd's resets inside antd's components: the shell's links keep their underline", () => {
    // A rule that starts with a bare element (`a{`, `a:hover,`) and no scope class would style the whole page.
    const unscoped = css.match(/(^|})(a|body|html|button|input|textarea)(:[a-z-]+)?[,{][^}]*}/g) ?? [];
    expect(unscoped).toEqual([]);
    expect(css).toContain(`a:where(.${STATIC_HASH_CLASS}){color:var(--ant-color-link)`);
  });

  it('gives the stand-in token hook every token antd reads in the browser from the modules the portal bundles', () => {
    // The antd modules in the build that call useToken() outside a style: useZIndex and useWave (ButtonGroup reads
    // only the hash), found by grepping the antd sources the build's source maps list; MotionWrapper and
    // responsiveObserver come with ConfigProvider and Grid, should a component bring them. A new token read in one
    // of these needs a place in portalToken().
    const readers = ['_util/hooks/useZIndex.js', 'config-provider/MotionWrapper.js', '_util/responsiveObserver.js', '_util/wave/useWave.js'];
    const antdEs = path.dirname(require.resolve('antd/es/index.js'));
    const read = new Set<string>();
    for (const reader of readers) {
      const source = fs.readFileSync(path.join(antdEs, reader), 'utf8');
      for (const [, name] of source.matchAll(/\btoken\.(\w+)/g)) read.add(name ?? '');
      for (const [, names] of source.matchAll(/const \{([^}]*)\} = token\b/g)) for (const name of (names ?? '').split(',')) read.add(name.trim());
    }
    expect(read.size).toBeGreaterThanOrEqual(8);
    const token = portalToken();
    expect([...read].filter((name) => !(name in token))).toEqual([]);
  });
});
