// `npm run journey`: the time from navigation to a stored submission on an emulated slow phone (1.6 Mbps down, 750 kbps
// up, 150 ms round trip, CPU 4x slower), for the same journey with JavaScript off (the browser posts the form itself,
// issue 34) and with scripts on (the app sends it), measured in one run against one server so the two compare. The
// journey is a member's preferred contact form: open the page, fill it in (as fast as Playwright types), send it, and
// wait until the page shows the reference. The medians of JOURNEY_RUNS runs each (default 5) are printed, with every run.
// Uses the system Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and the built server (npm run build:stale first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { runScript, running, startServer } from './benchSupport.mjs';

const RUNS = Number(process.env.JOURNEY_RUNS ?? 5);
/** Chrome DevTools' "Slow 4G"-like phone profile the issue names: 1.6 Mbps down, 150 ms latency, CPU 4x. */
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };
const PHONE_VIEWPORT = { width: 390, height: 844 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function slowPhonePage(browser, javaScriptEnabled) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.downloadThroughput,
    uploadThroughput: SLOW_PHONE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return { context, page };
}

async function fillContactForm(page, run) {
  await page.getByLabel('First Name').fill('Journey');
  await page.getByLabel('Last Name').fill(`Run${run}`);
  await page.getByLabel('Member ID').fill(`J${run}0001`);
  await page.getByLabel('Email Address').fill('journey@example.org');
  await page.getByLabel('Emails').check();
}

/** One journey; the milliseconds from the navigation's start to the reference on screen. */
async function journey(browser, base, javaScriptEnabled, run) {
  const { context, page } = await slowPhonePage(browser, javaScriptEnabled);
  try {
    const started = Date.now();
    await page.goto(`${base}/preferredcontact`, { waitUntil: 'commit' });
    if (javaScriptEnabled) {
      // The app sends the form once it has taken the page over; before that the browser would post it itself.
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.locator('#preboot').waitFor({ state: 'detached', timeout: 60_000 });
      // The form itself is the app's once its terms line asks for the scroll (a page drawn for any browser says to read).
      await page.getByText('Scroll to the end of the terms and conditions').waitFor({ timeout: 60_000 });
    } else {
      await page.getByLabel('First Name').waitFor({ timeout: 60_000 });
    }
    await fillContactForm(page, run);
    if (javaScriptEnabled) {
      // The terms box turns Submit on once read to its end.
      await page.getByRole('region', { name: 'Text Messaging Terms and Conditions' }).evaluate((box) => {
        box.scrollTop = box.scrollHeight;
      });
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your reference:').waitFor({ timeout: 60_000 });
    return Date.now() - started;
  } catch (error) {
    const picture = path.join(os.tmpdir(), `journey-${javaScriptEnabled ? 'scripts' : 'no-script'}-${run}.png`);
    await page.screenshot({ path: picture, fullPage: true }).catch(() => undefined);
    throw new Error(`The journey with ${javaScriptEnabled ? 'scripts on' : 'JavaScript off'} failed at ${page.url()} (picture: ${picture})`, { cause: error });
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync('dist-server/server/main.js')) throw new Error('Build first: npm run build:stale');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-journey-'));
  const { child, port } = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', RATE_LIMIT_MAX: '1000' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const base = `http://127.0.0.1:${port}`;
  const times = { 'JavaScript off': [], 'scripts on': [] };
  try {
    // Alternated, so a change in the machine's load falls on both alike.
    for (let run = 1; run <= RUNS; run += 1) {
      times['JavaScript off'].push(await journey(browser, base, false, run));
      times['scripts on'].push(await journey(browser, base, true, run));
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    running.child = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Navigation to a stored submission, /preferredcontact, slow phone (1.6 Mbps, 150 ms, CPU x4), ${RUNS} runs each`);
  for (const [mode, values] of Object.entries(times)) {
    console.log(`${mode.padEnd(15)} median ${(median(values) / 1000).toFixed(2)} s   runs: ${values.map((ms) => (ms / 1000).toFixed(2)).join(', ')}`);
  }
}

runScript(main);
