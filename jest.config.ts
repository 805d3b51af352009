// Jest runs three projects: the web app (every test and every story, in a fixed jsdom with msw), the build's
// checks of the source tree (in Node), and the reference server (in Node, against a real database).

// Dates in tests are read in one zone so the date displays of docs/constants.md are stable.
process.env.TZ = 'America/Los_Angeles';
import type { Config } from 'jest';

// ESM-only packages that babel-jest must transform (docs/architecture.md#stack-and-versions known setup facts).
const esmPackages = ['rettime', 'until-async', '@open-draft', 'storybook', '@storybook', 'msw', '@mswjs', 'msw-storybook-addon', '@lingui', '@messageformat', '@noble'];

// Inline Babel options: package.json's "babel" key covers only our own files, and the ESM
// packages above live in other package scopes. Tests run on the current Node, so no downlevelling.
const transform: Config['transform'] = {
  '^.+\\.(t|j|mj)sx?$': [
    'babel-jest',
    {
      babelrc: false,
      configFile: false,
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-react', { runtime: 'automatic' }],
        '@babel/preset-typescript',
      ],
    },
  ],
};

const config: Config = {
  testTimeout: 20000,
  // A worker ends with hundreds of megabytes of heap (jsdom pages, the stories), and Node takes 0.5-1 s to free
  // them after the last test, with no handle left open. jest's default 500 ms then kills it and prints "A worker
  // process has failed to exit gracefully"; 5 s leaves room for that teardown, so the warning means a real leak.
  workerGracefulExitTimeout: 5000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      // mocks/ and support/ hold no tests; as roots they are in jest's module map, so --watch and
      // --findRelatedTests see the tests that use them.
      roots: ['<rootDir>/tests', '<rootDir>/mocks', '<rootDir>/support'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/tests/server/', '<rootDir>/tests/build/'],
      setupFiles: ['<rootDir>/tests/setup/environment.ts'],
      // The console guard first: a test that writes to the console fails (tests/setup/consoleGuard.ts).
      setupFilesAfterEnv: ['<rootDir>/tests/setup/consoleGuard.ts', '<rootDir>/tests/setup/afterEnv.ts'],
      transform,
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: {
        // Product code imports antd from `antd` itself, never antd/es, and icons from @ant-design/icons-svg/es (ESM);
        // jest takes the CommonJS twins of any es/ path.
        '^antd/es/(.*)$': 'antd/lib/$1',
        '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
        '^msw-storybook-addon/csf3$': '<rootDir>/tests/setup/mswStorybookLoader.ts',
        '\\.(css|less)$': '<rootDir>/tests/setup/styleStub.ts',
        '\\.(png|svg|jpg|ico)$': '<rootDir>/tests/setup/fileStub.ts',
      },
    },
    {
      // The build's own code (.ci/), in Node as webpack runs it: the static antd stylesheet is rendered on a server.
      displayName: 'build',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/build'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/consoleGuard.ts'],
      testMatch: ['**/*.test.ts'],
      transform,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/consoleGuard.ts'],
      testMatch: ['**/*.test.ts'],
      // TypeScript before JavaScript for an import without an extension, as tsc and Playwright resolve it: jest's
      // default order (js, mjs, ..., ts) takes tests/support/identityProvider.mjs, the script the .ts beside it starts.
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'node'],
      transform,
      // ESM-only packages the server reaches (cookie 2, content-disposition 3, and @fastify/cookie's import()
      // of cookie; openid-client 6 with oauth4webapi and jose for the staff console's sign-in): jest's CommonJS
      // runtime needs them transformed; Node itself loads them as they are.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@fastify/cookie|openid-client|oauth4webapi|jose)/)(?!.+/node_modules/(cookie|content-disposition)/)'],
    },
  ],
};

export default config;
