// Re-adds to package-lock.json the platform bindings of unrs-resolver (used by jest and eslint-plugin-import-x)
// that the registry this workplace reaches does not serve: without an entry for each, `npm ci` refuses the lock.
// The entries carry version, os, cpu and libc but no tarball: npm skips them on any other platform.
// Run after every `npm install` that rewrites the lock: node .ci/lockOptionalBindings.mjs
import fs from 'node:fs';
import path from 'node:path';

const lockFile = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
const resolver = lock.packages['node_modules/unrs-resolver'];
if (!resolver) throw new Error('unrs-resolver is not in the lock: nothing to do.');

const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];
let added = 0;
for (const [name, version] of Object.entries(resolver.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const parts = name.replace('@unrs/resolver-binding-', '').split('-');
  const os = parts[0];
  const cpu = CPU.find((candidate) => parts[1] === candidate) ?? parts[1];
  const libc = parts[2]?.startsWith('gnu') ? 'glibc' : parts[2]?.startsWith('musl') ? 'musl' : undefined;
  if (os === 'wasm32') continue;
  lock.packages[key] = { version, cpu: [cpu], dev: true, ...(libc ? { libc: [libc] } : {}), license: 'MIT', optional: true, os: [os] };
  added += 1;
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
lock.packages = sorted;
fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} optional binding entr${added === 1 ? 'y' : 'ies'} to package-lock.json.`);
