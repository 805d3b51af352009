// Lets jest's server project load the app: Fastify plugins and app.inject reach ES-module-only packages jest cannot load.
//
// Node 20.19+ runs the real server fine (require(esm) is native there), but jest's CommonJS module system
// cannot require an ES module (before Node 24.9), nor run a native `import()` without
// --experimental-vm-modules, and the server project transforms nothing in node_modules:
//   - @fastify/cookie 11 does `await import('cookie')` (cookie 2 is ESM only);
//   - @fastify/static 10 does `require('content-disposition')` (content-disposition 3 is ESM only);
//   - light-my-request (app.inject) does `require('cookie')` (cookie 1+ is ESM only).
// Until the jest config transforms those packages, this module hands jest the very same files, compiled to
// CommonJS with the Babel preset jest already uses. Import it before anything that loads server/app.
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@babel/core';

type ModuleExports = Record<string, unknown>;
const compiled = new Map<string, ModuleExports>();

function isEsm(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (file.endsWith('.cjs')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module';
  }
  return false;
}

/** Loads a file compiled to CommonJS (ES syntax and dynamic imports alike); its ES dependencies the same way. */
function loadCompiled(file: string): ModuleExports {
  const cached = compiled.get(file);
  if (cached) return cached;
  const source = fs.readFileSync(file, 'utf8');
  const result = transformSync(source, {
    babelrc: false,
    configFile: false,
    filename: file,
    sourceType: 'module',
    presets: [['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }]],
  });
  if (!result?.code) throw new Error(`could not compile ${file}`);
  const module = { exports: {} as ModuleExports };
  compiled.set(file, module.exports);
  const localRequire = (id: string): unknown => {
    const resolved = require.resolve(id.startsWith('.') ? path.resolve(path.dirname(file), id) : id, {
      paths: [path.dirname(file)],
    });
    if (!path.isAbsolute(resolved)) return require(resolved) as unknown; // a Node builtin
    return isEsm(resolved) ? loadCompiled(resolved) : (require(resolved) as unknown);
  };
  // The compiled text is the package's own code, run the way Node's CommonJS wrapper runs a module.
  const run = new Function('exports', 'require', 'module', '__filename', '__dirname', result.code) as (
    exports: ModuleExports,
    require: (id: string) => unknown,
    module: { exports: ModuleExports },
    filename: string,
    dirname: string,
  ) => void;
  run(module.exports, localRequire, module, file, path.dirname(file));
  compiled.set(file, module.exports);
  return module.exports;
}

/** A package as `from` resolves it. */
const resolveFrom = (from: string, id: string) => require.resolve(id, { paths: [path.dirname(require.resolve(from))] });

// Compiled whole for its dynamic import; the ES-only packages required by CommonJS code compiled in place.
const targets = [
  require.resolve('@fastify/cookie'),
  resolveFrom('@fastify/static', 'content-disposition'),
  resolveFrom('light-my-request', 'cookie'),
];
for (const file of targets) jest.doMock(file, () => loadCompiled(file));
