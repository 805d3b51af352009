// The page's own script (public/index.html, issue 20), run as the browser runs it before any of the app's code: it takes
// the preboot screen off at PREBOOT_REMOVAL_DELAY_MS after navigation start, whenever it runs, and leaves a form sent
// before the app takes over to the browser, which posts it (issue 34).
import fs from 'node:fs';
import path from 'node:path';
import { PREBOOT_REMOVAL_DELAY_MS } from '../../src/domain/constants';

const template = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
/** The template's one inline script without a type (the others are JSON data). */
const pageScript = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? '';

/** The body as the template has it when the script runs: the preboot screen, then (drawn by the server) a form. */
function loadPage(): { preboot: HTMLElement; form: HTMLFormElement } {
  document.body.innerHTML = '<div id="preboot" role="status"><p>Loading the forms…</p></div><form><button type="submit">Submit</button></form>';
  // The template's own text, run in this window as the browser would run it.
  new Function(pageScript)();
  return { preboot: document.getElementById('preboot') as HTMLElement, form: document.querySelector('form') as HTMLFormElement };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

test('the template has the script', () => {
  expect(pageScript).toContain("document.getElementById('preboot')");
});

test(`takes the preboot screen off at ${PREBOOT_REMOVAL_DELAY_MS} ms after navigation start, not a millisecond before`, () => {
  const { preboot } = loadPage();
  jest.advanceTimersByTime(PREBOOT_REMOVAL_DELAY_MS - 1);
  expect(preboot).toBeInTheDocument();
  jest.advanceTimersByTime(1);
  expect(preboot).not.toBeInTheDocument();
});

test('counts from navigation start, not from when the script ran, and at once when that time has passed', () => {
  jest.advanceTimersByTime(600);
  const late = loadPage();
  jest.advanceTimersByTime(PREBOOT_REMOVAL_DELAY_MS - 600 - 1);
  expect(late.preboot).toBeInTheDocument();
  jest.advanceTimersByTime(1);
  expect(late.preboot).not.toBeInTheDocument();

  jest.advanceTimersByTime(PREBOOT_REMOVAL_DELAY_MS);
  const later = loadPage();
  jest.advanceTimersByTime(0);
  expect(later.preboot).not.toBeInTheDocument();
});

test('leaves a form sent before the app takes over to the browser, which posts it', () => {
  const { form } = loadPage();
  const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(sent);
  expect(sent.defaultPrevented).toBe(false);
});
