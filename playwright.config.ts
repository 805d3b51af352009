// End-to-end: the built portal and the real server on a temporary database, driven in the system Chromium.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PLAN_LINKS } from './tests/e2e/support/planLinks';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install the distribution's browser (as root: apt-get install -y chromium) ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary. Playwright never downloads a browser here.',
  );
}

// One database for the whole run, shared by the server and the admin CLI the tests call; workers inherit it.
if (process.env.E2E_DATA_DIR === undefined) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // The key the server and that CLI encrypt the signing secrets with (issue 35), one for this new database, as a plan
  // sets SECRETS_KEY: without it both would use the development key file made beside the data folder, which would
  // outlive the run in /tmp. A data folder of the developer's own (E2E_DATA_DIR) keeps its development key.
  process.env.SECRETS_KEY ??= crypto.randomBytes(32).toString('base64');
}
const port = Number(process.env.E2E_PORT ?? 8787);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The tests switch maintenance on and off for the whole site: one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      // The picture test's baselines (tests/e2e/pictures.spec.ts), named by route, state and viewport alone: no
      // platform or project suffix, since CI runs on the same Debian image and distribution Chromium as development
      // (docs/testing.md#picture-tests).
      pathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
      // Repeated runs on one machine differ by 0 pixels (with pixelmatch's default per-pixel threshold, 0.2). 100
      // pixels leaves room for a few glyph edges anti-aliased differently, and is a count, not a ratio, so a long page
      // is held as tightly as a short one: an unstyled 16 px checkbox, a recoloured icon or text moved by 1 px changes
      // far more, and a lost stylesheet changes most of the page.
      maxDiffPixels: 100,
    },
  },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node server/scripts/start.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-000',
      LOG_LEVEL: 'warn',
      // Every test is one address (127.0.0.1): the pages' per-address budget (issue 35) is for one visitor, and is
      // tested in tests/server/hardeningRound3.test.ts.
      PAGE_RATE_LIMIT_MAX: '100000',
      // The bot check refuses what does not pass (issue 35): every test that sends a form as a person does shows that
      // a person is never refused, and tests/e2e/botCheck.spec.ts that a script without a solution is.
      BOT_CHECK: 'enforce',
      // The plan's notices, so every route's footer shows its links through the real configuration path.
      ...E2E_PLAN_LINKS,
    },
  },
});
