// Swaps antd's style runtime for the stand-ins in src/theme/antdStatic/ in the production build
// (docs/architecture.md#antd-without-a-style-runtime); .ci/antdStaticCss.ts builds the stylesheet they rely on.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

const standIn = (file: string) => path.resolve(__dirname, '../src/theme/antdStatic', file);

/** antd's modules (under antd/es/) with a fixed stand-in. */
const FIXED_STAND_INS: Record<string, string> = {
  'theme/useToken': standIn('useToken.ts'),
  'theme/util/genStyleUtils': standIn('styleHooks.ts'),
};

/** The stand-in for one of antd's style modules, by the factory antd made its default export with. */
function styleStandIn(source: string): string {
  if (/export default genSubStyleComponent\(/.test(source)) return standIn('style/subStyle.ts');
  if (/export default genComponentStyleHook\(/.test(source)) return standIn('style/plainStyle.ts');
  return standIn('style/componentStyle.ts');
}

function resolveJs(file: string): string | undefined {
  return [`${file}.js`, path.join(file, 'index.js'), file].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** A package's folder, found the way webpack would find it from this project. */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/**
 * Points antd's imports of its token hook, its style-hook factory and each component's style module, and the
 * portal package's scroll locker, at the stand-ins. It rewrites the request before resolution (not the resolved
 * file), so the stand-ins go through the TypeScript loader like the rest of src/, and the style modules' CSS
 * generators drop out of the bundle.
 */
export function antdStandInPlugin(): webpack.NormalModuleReplacementPlugin {
  const antdEs = path.join(packageDir('antd'), 'es');
  const scrollLocker = path.join(packageDir('@rc-component/portal'), 'es', 'useScrollLocker');
  return new webpack.NormalModuleReplacementPlugin(/^\.\.?\//, (resolveData) => {
    const absolute = path.resolve(resolveData.context, resolveData.request).replace(/\.js$/, '');
    if (absolute === scrollLocker) {
      resolveData.request = standIn('useScrollLocker.ts');
      return;
    }
    if (!resolveData.context.startsWith(antdEs) || !absolute.startsWith(antdEs)) return;
    const fixed = FIXED_STAND_INS[path.relative(antdEs, absolute).split(path.sep).join('/')];
    if (fixed) {
      resolveData.request = fixed;
      return;
    }
    // A component importing its own styles: './style', './style/compact', Wave's './style' (a file).
    if (/^\.\/style(\/[a-z-]+)?(\.js)?$/.test(resolveData.request) && !/[\\/]style$/.test(resolveData.context)) {
      const file = resolveJs(absolute);
      if (file) resolveData.request = styleStandIn(fs.readFileSync(file, 'utf8'));
    }
  });
}
