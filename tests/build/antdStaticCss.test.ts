/**
 * @jest-environment node
 */
// antd on its supported path (docs/architecture.md#antd-without-a-style-runtime): antd draws in zero-runtime mode and
// its styles come from the stylesheet .ci/antdStaticCss.ts renders with antd's extractStyle. These tests read that
// real CSS: it must cover every antd component src/ draws, carry the portal theme, meet the contrast the theme
// promises, and be scoped by the class names antd gives its components in the browser. And nothing may reach into
// antd's private modules.
import fs from 'node:fs';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, ConfigProvider } from 'antd';
import { renderAntdCss, STATIC_ANTD_COMPONENTS } from '../../.ci/antdStaticCss';
import { contrastRatio } from '../../src/theme/contrast';
import { antdTheme, contrastRequirements, portalColors, type PortalColorName } from '../../src/theme/theme';

const SRC = path.resolve(__dirname, '../../src');

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The staff console (issue 37): its own build, with antd's style runtime under the page's CSP nonce, never this stylesheet. */
const STAFF_CONSOLE = path.join(SRC, 'staff');

/** The antd components the portal's src/ imports, by their export name: `import { Button } from 'antd'`. */
function antdComponentsInSrc(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC).filter((name) => !name.startsWith(`${STAFF_CONSOLE}${path.sep}`))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, names] of source.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'antd';/gm)) {
      for (const name of (names ?? '').split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ') && /^[A-Z]/.test(name) && name !== 'ConfigProvider') found.add(name);
      }
    }
  }
  return [...found].sort();
}

/** The class antd scopes its rules with in the browser: drawn as the portal draws it, in zero-runtime mode. */
function browserHashClass(): string {
  const html = renderToString(h(ConfigProvider, { theme: antdTheme }, h(Button, null, 'Submit')));
  const hashClass = /\bclass="[^"]*\b(css-(?!var-)[\w-]+)/.exec(html)?.[1];
  if (!hashClass) throw new Error('antd drew no hash class');
  return hashClass;
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
  const cssVarKey = typeof antdTheme.cssVar === 'object' ? (antdTheme.cssVar.key ?? '') : '';

  beforeAll(async () => {
    css = await renderAntdCss();
    themeVariables = declarationsOf(css, `.${cssVarKey}`);
  });

  it('draws every antd component src/ imports, so none is left without styles in the build', () => {
    const imported = antdComponentsInSrc();
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !(STATIC_ANTD_COMPONENTS as readonly string[]).includes(name))).toEqual([]);
  });

  it('has the rules of each of those components', () => {
    for (const selector of ['.ant-btn-primary', '.ant-btn-lg', '.ant-modal-container', '.ant-modal-footer', '.ant-modal-mask']) {
      expect({ selector, present: css.includes(selector) }).toEqual({ selector, present: true });
    }
  });

  it("carries the portal theme: every colour antd draws, the 16 px type and the 40 px controls", () => {
    for (const [name, variable] of Object.entries(CSS_VARIABLE_OF)) {
      expect({ name, value: themeVariables.get(variable)?.toLowerCase() }).toEqual({ name, value: portalColors[name as PortalColorName] });
    }
    expect(themeVariables.get('--ant-font-size')).toBe('16px');
    expect(themeVariables.get('--ant-control-height')).toBe('40px');
  });

  it('meets every contrast the theme asks of the colours antd draws, measured on the values in the CSS', () => {
    const measured = contrastRequirements.filter(({ foreground, background }) => CSS_VARIABLE_OF[foreground] && CSS_VARIABLE_OF[background]);
    expect(measured.length).toBeGreaterThanOrEqual(15);
    for (const { foreground, background, minimum } of measured) {
      const ratio = contrastRatio(themeVariables.get(CSS_VARIABLE_OF[foreground] ?? '') ?? '', themeVariables.get(CSS_VARIABLE_OF[background] ?? '') ?? '');
      expect({ foreground, background, passes: ratio >= minimum }).toEqual({ foreground, background, passes: true });
    }
  });

  it('is scoped by the classes antd gives its components in the browser: its hash class and the theme key', () => {
    const hashClass = browserHashClass();
    expect(css).toContain(`:where(.${hashClass}).ant-btn`);
    expect(css).toContain(`.${cssVarKey}.ant-btn{`);
    expect(css.match(/\.css-[\w-]+/g)?.filter((name) => name !== `.${hashClass}` && name !== `.${cssVarKey}`) ?? []).toEqual([]);
  });

  it("keeps antd's resets inside antd's components: the shell's links keep their underline", () => {
    // A rule that starts with a bare element (`a{`, `a:hover,`) and no scope class would style the whole page.
    const unscoped = css.match(/(^|})(a|body|html|button|input|textarea)(:[a-z-]+)?[,{][^}]*}/g) ?? [];
    expect(unscoped).toEqual([]);
    expect(css).toContain(`a:where(.${browserHashClass()}){color:var(--ant-color-link)`);
  });
});

describe("antd on its public API (issue 19)", () => {
  it("src/ imports antd and its packages only by their published entry points, never a module inside them", () => {
    const deepImports = sourceFiles(SRC).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/from\s+'((?:antd|@rc-component\/[\w-]+|@ant-design\/(?:cssinjs|cssinjs-utils))\/[^']+)'/g)].map(
        ([, request]) => `${path.relative(ROOT, file)}: ${request ?? ''}`,
      ),
    );
    expect(deepImports).toEqual([]);
  });

  it("the build rewires nothing inside antd: no replacement, alias, define or side-effects rule aimed at its packages", () => {
    const config = fs.readFileSync(path.join(ROOT, 'webpack.config.ts'), 'utf8');
    expect(config).not.toMatch(/NormalModuleReplacementPlugin|DefinePlugin/);
    expect(config).not.toMatch(/sideEffects/);
    expect(config).not.toMatch(/['"/[\\](antd|@ant-design|@rc-component)\b/);
  });
});
