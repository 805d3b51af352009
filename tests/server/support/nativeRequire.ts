// Node's own require, outside Jest's module registry, for the few server dependencies that this Jest
// setup cannot load: @fastify/cookie loads the ESM-only `cookie` with import(), and @fastify/static
// requires an ESM-only content-disposition. Jest's CommonJS runtime (without
// --experimental-vm-modules) refuses both; Node's loader takes them as they are. Used from jest.mock
// factories, so the real plugins run unchanged:
//   jest.mock('@fastify/cookie', () => require('./support/nativeRequire').nativeRequire('@fastify/cookie'));
import vm from 'node:vm';
import type { Module } from 'node:module';

type NodeRequire = (id: string) => unknown;

let cached: NodeRequire | undefined;

export function nativeRequire(id: string): unknown {
  if (!cached) {
    // The main context's process (Jest's sandbox has its own): its getBuiltinModule is Node's.
    const mainProcess = vm.runInThisContext('process') as NodeJS.Process & { getBuiltinModule(id: string): unknown };
    const moduleBuiltin = mainProcess.getBuiltinModule('node:module') as typeof Module;
    cached = moduleBuiltin.createRequire(__filename) as NodeRequire;
  }
  return cached(id);
}
