// The jest run prints nothing but results, so a real error stands out: console output during a test fails
// that test, naming it and the message. A test that expects output spies on the method for its own duration,
// silences it and asserts the call:
//
//   const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
//   ...
//   expect(consoleError).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
//   consoleError.mockRestore();
//
// (Stories do the same in their play function with storybook/test's spyOn.) After every test the guard takes
// the console back, so a spy left in place cannot hide the next test's output. Used by both jest projects.
import path from 'node:path';
import { format } from 'node:util';

const METHODS = ['error', 'warn', 'log', 'info', 'debug'] as const;
type Method = (typeof METHODS)[number];

interface Output {
  method: Method;
  text: string;
  where: string | undefined;
}

/** Enough of a message to recognise it; React's component stacks can run to hundreds of lines. */
const MAX_MESSAGE_CHARS = 4000;
const ROOT = path.resolve(__dirname, '../..');

const seen: Output[] = [];
const originals = new Map<Method, Console[Method]>();
const guards = new Map<Method, Console[Method]>();

/** The first frame of our own code (not node_modules, not this file) that wrote, as path:line. */
function writerOf(stack: string | undefined): string | undefined {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const match = /\(?([^\s()]+):(\d+):\d+\)?$/.exec(line.trim());
    if (!match?.[1] || match[1].includes('node_modules') || match[1] === __filename || !match[1].startsWith(ROOT)) continue;
    return `${path.relative(ROOT, match[1])}:${match[2]}`;
  }
  return undefined;
}

for (const method of METHODS) {
  originals.set(method, console[method]);
  const guard = (...args: unknown[]): void => {
    seen.push({ method, text: format(...args), where: writerOf(new Error().stack) });
  };
  guards.set(method, guard);
  console[method] = guard;
}

function describeOutput({ method, text, where }: Output): string {
  const shown = text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)} …` : text;
  return `console.${method}${where ? ` (from ${where})` : ''}:\n${shown.replace(/^/gm, '    ')}`;
}

/** Puts the guard back on every method and throws when anything was written since the last check. */
function check(when: string): void {
  for (const method of METHODS) {
    const guard = guards.get(method);
    if (guard && console[method] !== guard) console[method] = guard;
  }
  const outputs = seen.splice(0);
  if (outputs.length === 0) return;
  throw new Error(
    `Unexpected console output ${when}. Fix its cause, or, when the test means to cause it, spy on the method in that test, ` +
      `silence it and assert the call.\n\n${outputs.map(describeOutput).join('\n\n')}`,
  );
}

afterEach(() => {
  check(`in "${expect.getState().currentTestName ?? 'a test'}"`);
});

afterAll(() => {
  try {
    check('outside any test (in a beforeAll/afterAll hook, at import, or after the last test)');
  } finally {
    // Anything written later (a test file's own afterAll, work left running) reaches the real console and shows.
    for (const method of METHODS) console[method] = originals.get(method) as Console[Method];
  }
});
