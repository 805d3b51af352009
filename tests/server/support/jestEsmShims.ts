// Lets jest's server project load the app: a few server dependencies reach ES-module-only packages jest cannot load.
//
// Node 20.19+ runs the real server fine (require(esm) is native there), but jest's CommonJS module system
// cannot require an ES module (before Node 24.9), nor run a native `import()` without
// --experimental-vm-modules, and the server project transforms nothing in node_modules:
//   - @fastify/cookie 11 does `await import('cookie')` (cookie 2 is ESM only);
//   - @fastify/static 10 does `require('content-disposition')` (content-disposition 3 is ESM only);
//   - light-my-request (app.inject) does `require('cookie')`.
// Until the jest config handles those packages, these three come from Node's own loader, unchanged.
// Import this module before anything that loads server/app (appHarness does it first).
import { nativeRequire } from './nativeRequire';

for (const id of ['@fastify/cookie', '@fastify/static', 'light-my-request']) {
  jest.doMock(id, () => nativeRequire(id));
}
