// The bot check no person sees (issue 35), with the server enforcing it (BOT_CHECK=enforce in playwright.config.ts, so
// every spec that sends a form also shows a person is never refused): the browser solves the challenge in a web worker
// and sends its solution with the save; a script without one, or with one already used, gets a 403 naming the check;
// a person whose browser could not solve it is told so and can send again.
import { expect, test, type Page, type Request } from '@playwright/test';
import { sendContactForm } from './support/contactForm';
import { expectNoAxeViolations } from './support/portal';

const SAVE_PATH = '/api/preferredcontact';
const isSave = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === SAVE_PATH;
const uniqueMemberId = () => `B-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A save posted by a script with this browser's cookies and anti-forgery token, and the Bot-Check header given. */
async function scriptedSave(page: Page, botCheck?: string) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(SAVE_PATH, {
    headers: { 'x-xsrf-token': token, 'content-type': 'application/json', ...(botCheck ? { 'bot-check': botCheck } : {}) },
    // Not a record: the bot check is judged before the record is read, so a passed check answers 400 for the body.
    data: { formData: '{}' },
  });
  return { status: response.status(), body: (await response.json()) as { check?: string; message?: string } };
}

/** A fresh solution, computed as the page computes it: the build's own worker, given a challenge of the server's. */
async function freshSolution(page: Page, workerUrl: string): Promise<string> {
  return page.evaluate(async (url) => {
    const challenge = (await (await fetch('/api/bot-check', { cache: 'no-store' })).json()) as unknown;
    const worker = new Worker(url);
    const solution = await new Promise<unknown>((resolve) => {
      worker.onmessage = (event: MessageEvent<{ solution: unknown }>) => resolve(event.data.solution);
      worker.postMessage(challenge);
    });
    worker.terminate();
    return btoa(JSON.stringify({ challenge, solution }));
  }, workerUrl);
}

test('a person sends the form as usual: the save carries the solution the page computed, and is stored', async ({ page }) => {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (isSave(request)) saves.push(request);
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const reference = await sendContactForm(page, { memberId: uniqueMemberId(), lastName: 'Bot Check', channels: ['Emails'] });
  expect(reference).toMatch(/^PMC-/);
  expect(saves).toHaveLength(1);
  expect(await saves[0]?.headerValue('bot-check')).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
  expect(workers, 'the solver ran in a web worker').toHaveLength(1);
});

test('a script without a solution gets a 403 naming the check; a solution is good once, a replay is refused', async ({ page }) => {
  let used: string | null = null;
  page.on('request', (request) => {
    if (isSave(request)) void request.headerValue('bot-check').then((value) => (used = value));
  });
  let workerUrl = '';
  page.on('worker', (worker) => (workerUrl = worker.url()));
  await sendContactForm(page, { memberId: uniqueMemberId(), lastName: 'Bot Check', channels: ['Emails'] });

  const without = await scriptedSave(page);
  expect(without.status).toBe(403);
  expect(without.body.check).toBe('bot-check');
  expect(without.body.message).toContain('bot check');

  expect(used, 'the solution the page sent').toBeTruthy();
  const replayOfThePages = await scriptedSave(page, used ?? '');
  expect([replayOfThePages.status, replayOfThePages.body.check]).toEqual([403, 'bot-check']);

  const fresh = await freshSolution(page, workerUrl);
  expect((await scriptedSave(page, fresh)).status, 'a fresh solution passes the check (the body is then refused)').toBe(400);
  expect((await scriptedSave(page, fresh)).body.check, 'the same solution again').toBe('bot-check');

  const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1, derivedKey: '00' } })).toString('base64');
  expect((await scriptedSave(page, forged)).body.check).toBe('bot-check');
});

test('a browser that could not solve the check is told so, keeps what was typed, and sends again once it can', async ({ page }) => {
  // The challenge cannot be had: the page's saves go without a solution and are refused, retries included.
  await page.route('**/api/bot-check', (route) => route.fulfill({ status: 503, body: '' }));
  const lastName = 'Bot Check Refused';
  await expect(sendContactForm(page, { memberId: uniqueMemberId(), lastName, channels: ['Emails'] })).rejects.toThrow();
  const notice = page.getByRole('region', { name: 'Not sent yet' });
  await expect(notice).toContainText('This page could not confirm that a person is sending the form. Select Submit to send it again.');
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(lastName);
  await expectNoAxeViolations(page, 'the bot check refused');

  await page.unroute('**/api/bot-check');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.locator('p', { hasText: 'Your reference:' }).locator('strong')).toHaveText(/^PMC-\S+$/);
});
