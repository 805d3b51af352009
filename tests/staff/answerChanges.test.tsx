// The changed survey answers (issue 38), by keyboard alone on a real store with its sagas and the mock staff API: the
// waiting and reviewed lists (the address is the filter), what a viewer may not do, and a manager's review through each
// answer the server can give (nothing typed lost); axe on each.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { StaffRole } from '../../src/domain/staffConsole';
import { initialSessionState } from '../../src/staff/sessionSlice';
import { staffAnswerChangesEmpty, staffAnswerChangesFail500, staffAnswerReviewConflict, staffAnswerReviewFails500 } from '../../mocks/staffAnswerChangeHandlers';
import { clearReceivedStaffRequests, receivedStaffRequests, sampleStaffSession, STAFF_SAMPLE_FORMS, staffHandlers } from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { server } from '../../support/mswServer';
import { renderStaffConsole } from './renderStaffConsole';

beforeEach(clearReceivedStaffRequests);

/** Tab until `target` has focus, as a person would; fails if it is not reached within `presses`. */
async function tabTo(user: UserEvent, target: HTMLElement, { shift = false, presses = 80 } = {}) {
  for (let pressed = 0; pressed < presses && document.activeElement !== target; pressed += 1) await user.tab({ shift });
  expect(target).toHaveFocus();
}

/** The value beside a label of a fact list (`<dt>` and `<dd>`), within `container`. */
function fact(label: string, container: HTMLElement): string {
  const term = within(container)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === label);
  if (!term) throw new Error(`No fact labelled "${label}"`);
  return term.nextElementSibling?.textContent ?? '';
}

/** The part of a change under one of its h3s ("New answer", "Answer it replaced", "Review"). */
function side(change: HTMLElement, title: string): HTMLElement {
  const heading = within(change).getByRole('heading', { level: 3, name: title });
  if (!heading.parentElement) throw new Error(`No part titled "${title}"`);
  return heading.parentElement;
}

const changes = () => screen.queryAllByRole('article');
const changeHeadings = () => changes().map((change) => within(change).getByRole('heading', { level: 2 }).textContent);
const listCalls = () => receivedStaffRequests.filter(({ path }) => path === '/staff/api/answer-changes');
const reviewCalls = () => receivedStaffRequests.filter(({ path }) => path.endsWith('/review'));

async function openList(route = '/staff/answer-changes', role: StaffRole = 'manager', scenario: RequestHandler[] = []) {
  const view = renderStaffConsole({ route, handlers: [...scenario, ...staffHandlers({ role })] });
  await screen.findByRole('heading', { level: 1, name: 'Changed survey answers' });
  await waitFor(() => expect(screen.getByText(/^Showing/)).toBeInTheDocument());
  return view;
}

describe('the changes waiting for a review', () => {
  it('shows each change beside the answer it replaced, newest first, and loads the rest', async () => {
    const { user } = await openList();
    expect(document.title).toBe('Changed survey answers – Staff console');
    expect(screen.getByText(/^Reach the provider's office through the contact details the plan already holds/)).toHaveTextContent(
      "Reach the provider's office through the contact details the plan already holds (the credentialing or provider-relations record), never only through the email or phone number in the response: the person who sent it chose those.",
    );
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Changed survey answers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Waiting for review' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Reviewed' })).not.toHaveAttribute('aria-current');
    expect(changeHeadings()).toEqual([
      'NPI 1234567893 · Grace Hopper',
      'NPI 1679576722 · Ana Lucía Ortega',
      'NPI 1245319599 · Kwame Mensah',
      'NPI 1003000126 · Priya Raman',
      'NPI 1588123459 · Samuel Okafor',
    ]);

    const [first, second] = changes() as [HTMLElement, HTMLElement];
    const change = side(first, 'New answer');
    expect(['Answer', 'Received', 'Reference', 'Completed by', 'Email', 'Phone'].map((label) => fact(label, change))).toEqual([
      'Yes',
      'Nov 27, 2026, 12:14 PM',
      'TGI-9CXA4MQE',
      'Jordan Blake',
      'jordan.blake@clinic.example',
      '(916) 555-0148',
    ]);
    expect(change).toHaveTextContent("This is still the NPI's current answer.");
    const previous = side(first, 'Answer it replaced');
    expect(['Answer', 'Received', 'Reference', 'Completed by', 'Email', 'Phone'].map((label) => fact(label, previous))).toEqual([
      'No',
      'Nov 19, 2026, 2:09 PM',
      'TGI-E7MW9CKA',
      'Grace Hopper',
      'grace.hopper@clinic.example',
      '(916) 555-0110',
    ]);
    // Values read out or copied exactly keep their own direction.
    expect(within(first).getByText('jordan.blake@clinic.example').tagName).toBe('BDI');
    expect(within(first).getByText('1234567893').tagName).toBe('BDI');
    expect(side(second, 'New answer')).toHaveTextContent('A later response has replaced it since.');
    expect(within(first).queryByRole('heading', { name: 'Review' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Review TGI-9CXA4MQE' })).toBeInTheDocument();
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 5 changed answers, newest first.');

    await tabTo(user, screen.getByRole('button', { name: 'Load more' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(changes()).toHaveLength(6));
    // The person reads on from the first new change.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'NPI 1493027365 · Hannah Lindqvist' })).toHaveFocus());
    expect(listCalls().map(({ query }) => query)).toEqual(['show=waiting', 'show=waiting&after=cursor-5']);
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('shows a viewer the same changes with no "Review"', async () => {
    await openList('/staff/answer-changes', 'viewer');
    expect(changes()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /^Review/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Changed survey answers' })).toBeInTheDocument();
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says so when none is waiting', async () => {
    await openList('/staff/answer-changes', 'manager', staffAnswerChangesEmpty);
    expect(screen.getByText('No changed answer is waiting for review.')).toBeInTheDocument();
    expect(changes()).toHaveLength(0);
  });

  it('says what failed, and asks again on "Try again"', async () => {
    const { user } = renderStaffConsole({ route: '/staff/answer-changes', handlers: [...staffAnswerChangesFail500, ...staffHandlers()] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading the changed answers failed');
    expect(alert).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    server.resetHandlers(...staffHandlers());
    await tabTo(user, within(alert).getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(changes()).toHaveLength(5));
  });
});

describe('the changes reviewed', () => {
  it('are a link away (the address is the filter), each with its outcome, who, when, the note and its deliveries', async () => {
    const { user, address } = await openList();
    await tabTo(user, screen.getByRole('link', { name: 'Reviewed' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address.search).toBe('?show=reviewed'));
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Reviewed' })).toHaveAttribute('aria-current', 'page');
    expect(changeHeadings()).toEqual(['NPI 1760559215 · Rafael Domínguez', 'NPI 1928374655 · Mei-Ling Park']);
    const [confirmed, notConfirmed] = changes() as [HTMLElement, HTMLElement];
    const review = side(confirmed, 'Review');
    expect(fact('Outcome', review)).toBe('Confirmed with the provider');
    expect(fact('Reviewed by', review)).toBe('marcus.webb@sunrisehealth.example');
    expect(fact('Reviewed', review)).toBe('Nov 12, 2026, 10:00 AM');
    // The note keeps its line breaks.
    expect(fact('Note', review)).toBe('Called the practice manager, Lena Park, on the number in the credentialing record.\nShe confirmed the office sent the survey on Nov 9.');
    expect(fact("Sent to the plan's systems", review)).toBe('https://directory.sunrisehealth.example/hooks: Delivered Nov 12, 2026, 10:00 AM');
    const other = side(notConfirmed, 'Review');
    expect(fact('Outcome', other)).toBe('Not confirmed: the provider did not send it');
    expect(fact("Sent to the plan's systems", other)).toBe('https://directory.sunrisehealth.example/hooks: Failed after 8 attempts (last answer 503)');
    expect(screen.queryByRole('button', { name: /^Review/ })).not.toBeInTheDocument();
    expect(listCalls().at(-1)?.query).toBe('show=reviewed');
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says so when none has been reviewed', async () => {
    await openList('/staff/answer-changes?show=reviewed', 'manager', staffAnswerChangesEmpty);
    expect(screen.getByText('No changed answer has been reviewed yet.')).toBeInTheDocument();
  });
});

describe('reviewing a change (managers and admins)', () => {
  async function openDialog(user: UserEvent, reference: string) {
    await tabTo(user, screen.getByRole('button', { name: `Review ${reference}` }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Review ${reference}` });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    return dialog;
  }

  async function save(user: UserEvent, dialog: HTMLElement) {
    await tabTo(user, within(dialog).getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
  }

  it('asks what the office said, then saves it with the note; the change leaves the list and a status says so', async () => {
    const { user } = await openList();
    const dialog = await openDialog(user, 'TGI-9CXA4MQE');
    expect(dialog).toHaveAccessibleDescription(
      "NPI 1234567893: the answer changed from “No” to “Yes” on Nov 27, 2026, 12:14 PM. Ask the provider's office through the contact details the plan already holds.",
    );
    const outcome = within(dialog).getByRole('group', { name: "What did the provider's office say?" });
    expect(within(outcome).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Confirmed with the provider',
      'Not confirmed: the provider did not send it',
    ]);

    // No outcome chosen: the dialog says so, and focus goes to the first one.
    await save(user, dialog);
    expect(await within(dialog).findByText("Choose what the provider's office said.")).toBeInTheDocument();
    const confirmed = within(outcome).getByRole('radio', { name: 'Confirmed with the provider' });
    await waitFor(() => expect(confirmed).toHaveFocus());
    expect(outcome).toHaveAccessibleDescription("Choose what the provider's office said.");
    expect(reviewCalls()).toHaveLength(0);

    await user.keyboard(' ');
    expect(confirmed).toBeChecked();
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveAccessibleDescription('Optional: whom you reached at the office, and how. Up to 1,000 characters.');
    await tabTo(user, note);
    await user.keyboard('Called Dr. Hopper’s office on the credentialing number.');
    expect(dialog).toHaveTextContent('55 / 1000');
    expect(await axeInAct()).toHaveNoViolations();

    await save(user, dialog);
    const status = await screen.findByText('TGI-9CXA4MQE marked confirmed with the provider.');
    await waitFor(() => expect(status.closest('[tabindex="-1"]')).toHaveFocus());
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changeHeadings()).not.toContain('NPI 1234567893 · Grace Hopper');
    expect(reviewCalls()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/staff/api/answer-changes/TGI-9CXA4MQE/review',
        body: { outcome: 'confirmed', note: 'Called Dr. Hopper’s office on the credentialing number.' },
      }),
    ]);
  });

  it('saves "not confirmed", chosen with the arrow keys', async () => {
    const { user } = await openList('/staff/answer-changes', 'admin');
    const dialog = await openDialog(user, 'TGI-H6TJ3PXF');
    const confirmed = within(dialog).getByRole('radio', { name: 'Confirmed with the provider' });
    await tabTo(user, confirmed);
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Not confirmed: the provider did not send it' })).toBeChecked();
    await save(user, dialog);
    expect(await screen.findByText('TGI-H6TJ3PXF marked not confirmed.')).toBeInTheDocument();
    expect(reviewCalls().at(-1)?.body).toEqual({ outcome: 'not-confirmed', note: '' });
  });

  it('closes on Escape with nothing saved, focus back on the change’s button', async () => {
    const { user } = await openList();
    await openDialog(user, 'TGI-P4WN7DXC');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review TGI-P4WN7DXC' })).toHaveFocus());
    expect(reviewCalls()).toHaveLength(0);
  });

  it("says the server's words when someone reviewed it first", async () => {
    const { user } = await openList('/staff/answer-changes', 'manager', staffAnswerReviewConflict);
    const dialog = await openDialog(user, 'TGI-K3MD9QWA');
    await tabTo(user, within(dialog).getByRole('radio', { name: 'Confirmed with the provider' }));
    await user.keyboard(' ');
    await save(user, dialog);
    expect(await within(dialog).findByText('TGI-K3MD9QWA was reviewed already.')).toBeInTheDocument();
  });

  it('keeps what was typed when saving fails', async () => {
    const { user } = await openList('/staff/answer-changes', 'manager', staffAnswerReviewFails500);
    const dialog = await openDialog(user, 'TGI-R7TB4KYE');
    await tabTo(user, within(dialog).getByRole('radio', { name: 'Confirmed with the provider' }));
    await user.keyboard('{ArrowDown}');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await tabTo(user, note);
    await user.keyboard('Office says nobody there sent it.');
    await save(user, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Saving the review failed. Nothing you typed is lost.');
    expect(alert).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    expect(within(dialog).getByRole('radio', { name: 'Not confirmed: the provider did not send it' })).toBeChecked();
    expect(note).toHaveValue('Office says nobody there sent it.');
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says when the role does not allow the change, as the server answered', async () => {
    // The console believes it is a manager's; the server knows the person is a viewer (a role changed meanwhile).
    const { user } = renderStaffConsole({
      route: '/staff/answer-changes',
      handlers: staffHandlers({ role: 'viewer' }),
      state: { session: { ...initialSessionState, status: 'ready', view: sampleStaffSession('manager'), forms: STAFF_SAMPLE_FORMS } },
    });
    await waitFor(() => expect(changes()).toHaveLength(5));
    const dialog = await openDialog(user, 'TGI-9CXA4MQE');
    await tabTo(user, within(dialog).getByRole('radio', { name: 'Confirmed with the provider' }));
    await user.keyboard(' ');
    await save(user, dialog);
    expect(await within(dialog).findByText('Your role does not allow this change.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Confirmed with the provider' })).toBeChecked();
  });
});
