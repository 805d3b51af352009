// `npm ci`'s postinstall: compiles better-sqlite3 (and the SQLite it embeds) from source, then removes the
// binaries the package ships, so the server only ever loads code built on this machine.
//
// better-sqlite3 13 is a Node-API addon that carries prebuilt binaries and a binding.gyp (npm's own `node-gyp rebuild` of
// it is denied in package.json's allowScripts, so this is its only build); it loads
// build/Release/better_sqlite3.node when one was compiled and a prebuilt one otherwise. The policy here
// is no prebuilt binaries (docs/conventions.md#dependencies), so this builds with the node-gyp npm ships
// against the headers of the running Node, and a failed build fails the install instead of falling back. A Node-API build runs on every later Node
// release, so it is redone only when the package version changes or its build is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('better-sqlite3/package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const binary = path.join(packageDir, 'build', 'Release', 'better_sqlite3.node');
const stamp = path.join(packageDir, 'build', 'compiled-from-source.json');

function compiledAlready() {
  try {
    return fs.existsSync(binary) && JSON.parse(fs.readFileSync(stamp, 'utf8')).version === version;
  } catch {
    return false;
  }
}

function nodeGypScript() {
  // npm passes its own node-gyp to lifecycle scripts; run by hand, look for npm's copy beside npm itself.
  const candidates = [
    process.env.npm_config_node_gyp,
    process.env.npm_execpath && path.join(path.dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  ].filter(Boolean);
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error('compileSqlite: node-gyp not found; run this through npm (npm ci, or npm run compile:sqlite).');
  }
  return found;
}

/**
 * The folder holding the running Node's own headers (include/node beside bin/node, as in the node-linux
 * packages and the distributions' packages), when they are of this very release. node-gyp reads its
 * nodedir from npm_config_nodedir before its command line, and a machine-wide npm setting may point at
 * another Node's headers, so the build is given this folder that way.
 */
function runningNodeHeaders() {
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  try {
    const header = fs.readFileSync(path.join(prefix, 'include', 'node', 'node_version.h'), 'utf8');
    const part = (name) => header.match(new RegExp(`#define ${name} (\\d+)`))?.[1];
    const version = `v${part('NODE_MAJOR_VERSION')}.${part('NODE_MINOR_VERSION')}.${part('NODE_PATCH_VERSION')}`;
    return version === process.version ? prefix : undefined;
  } catch {
    return undefined;
  }
}

if (compiledAlready()) {
  console.log(`better-sqlite3 ${version}: compiled from source already`);
} else {
  const headers = runningNodeHeaders();
  console.log(`better-sqlite3 ${version}: compiling from source with Node.js ${process.version}'s headers (about a minute)`);
  const result = spawnSync(
    process.execPath,
    [nodeGypScript(), 'rebuild', '--release', '--jobs=max', '--force_build=1'],
    { cwd: packageDir, stdio: 'inherit', env: headers ? { ...process.env, npm_config_nodedir: headers } : process.env },
  );
  if (result.status !== 0 || !fs.existsSync(binary)) {
    console.error('compileSqlite: better-sqlite3 did not compile; it needs python3, make and a C++20 compiler (g++ 10 or newer).');
    process.exit(result.status || 1);
  }
  fs.writeFileSync(stamp, `${JSON.stringify({ version, node: process.version })}\n`);
}
fs.rmSync(path.join(packageDir, 'prebuilds'), { recursive: true, force: true });
