// Helpers for the tests that use a form page as a person does: the whole app on a real store, msw for the API,
// axe, the keyboard. Each form's own fields and buttons stay in its test file.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { receivedSubmissions } from '../mocks/handlers';
import { axeInAct } from './axe';
import { renderApp, type RenderAppOptions } from './renderApp';

export interface OpenFormPageOptions extends RenderAppOptions {
  /** The page's level 1 heading; any level 1 heading when left out. */
  heading?: string;
  /** How long to wait for the heading, for a lazily loaded screen the first test of a file waits to be compiled. */
  timeout?: number;
}

/** Renders the app at `route` and waits for the page's level 1 heading. */
export async function openFormPage(route: string, { heading, timeout, ...options }: OpenFormPageOptions = {}) {
  // No pause between keystrokes: the tests type a lot, and the app does not care how fast.
  const view = renderApp({ route, userOptions: { delay: null }, ...options });
  await screen.findByRole('heading', heading === undefined ? { level: 1 } : { level: 1, name: heading }, timeout === undefined ? undefined : { timeout });
  return view;
}

/** The records the mock API received, in order. */
export function savedRecords(): unknown[] {
  return receivedSubmissions.map((submission) => submission.record);
}

/** The "What you sent" list of the thanks view, as label → value. */
export function sentValues(): Record<string, string> {
  const list = screen.getByRole('heading', { name: 'What you sent' }).nextElementSibling as HTMLElement;
  const terms = within(list).getAllByRole('term').map((term) => term.textContent ?? '');
  const definitions = within(list).getAllByRole('definition').map((definition) => definition.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index] ?? '']));
}

/** A field's description may start with its hint; its error message comes last. */
export function endingWith(message: string): RegExp {
  return new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export async function expectNoAxeViolations(): Promise<void> {
  expect(await axeInAct()).toHaveNoViolations();
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
export async function tabTo(user: UserEvent, target: HTMLElement, maxPresses = 30): Promise<void> {
  for (let presses = 0; presses < maxPresses && document.activeElement !== target; presses += 1) await user.tab();
  expect(target).toHaveFocus();
}
