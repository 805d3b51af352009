// The member consent page and a consent's proof (issue 38), by keyboard alone on a real store with its sagas and the
// mock staff API: finding a member (the ID never in the address), what a viewer may not do, recording a withdrawal
// through the server's refusals (nothing typed lost), the proof with its terms exactly as stored, printing it; axe on each.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { StaffRole } from '../../src/domain/staffConsole';
import { initialSessionState } from '../../src/staff/sessionSlice';
import { planDayOf, SAMPLE_TERMS_TEXT } from '../../mocks/staffConsentData';
import {
  clearReceivedStaffRequests,
  receivedStaffRequests,
  sampleStaffSession,
  STAFF_SAMPLE_FORMS,
  staffHandlers,
  staffWithdrawalFails500,
  staffWithdrawalRefused400,
} from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { server } from '../../support/mswServer';
import { renderStaffConsole } from './renderStaffConsole';

beforeEach(clearReceivedStaffRequests);
afterEach(() => jest.restoreAllMocks());

/** Tab until `target` has focus, as a person would; fails if it is not reached within `presses`. */
async function tabTo(user: UserEvent, target: HTMLElement, { shift = false, presses = 40 } = {}) {
  for (let pressed = 0; pressed < presses && document.activeElement !== target; pressed += 1) await user.tab({ shift });
  expect(target).toHaveFocus();
}

/** The value beside a label of a fact list (`<dt>` and `<dd>`), within `container`. */
function fact(label: string, container: HTMLElement = document.body): string {
  const term = within(container)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === label);
  if (!term) throw new Error(`No fact labelled "${label}"`);
  return term.nextElementSibling?.textContent ?? '';
}

const consentCalls = () => receivedStaffRequests.filter(({ path }) => path.startsWith('/staff/api/consent'));

/** The console at /staff/consent, signed in as `role`. */
async function openConsentPage(role: StaffRole = 'manager') {
  const view = renderStaffConsole({ route: '/staff/consent', handlers: staffHandlers({ role }) });
  await screen.findByRole('heading', { level: 1, name: 'Member consent' });
  return view;
}

async function findMember(user: UserEvent, memberId: string) {
  const input = screen.getByRole('textbox', { name: 'Member ID' });
  await tabTo(user, input);
  await user.keyboard('{Control>}a{/Control}');
  await user.keyboard(`${memberId}{Enter}`);
}

describe('finding a member', () => {
  it('asks for a member ID, then shows the choices now and the history, oldest first, with the ID kept out of the address', async () => {
    const { user, address } = await openConsentPage('admin');
    expect(document.title).toBe('Member consent – Staff console');
    const input = screen.getByRole('textbox', { name: 'Member ID' });
    expect(input).toHaveAccessibleDescription("As on the member's ID card. Letter case does not matter.");

    await tabTo(user, input);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a member ID.');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a member ID.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(consentCalls()).toHaveLength(0);

    // Letter case does not matter: the server answers with the ID as it keeps it.
    await user.keyboard('m1234-5678{Enter}');
    const current = await screen.findByRole('region', { name: 'Current choices' });
    expect(screen.getByText(/^Member ID/, { selector: '[role="status"]' })).toHaveTextContent('Member ID M1234-5678');
    expect(fact('Email', current)).toBe('Yes');
    expect(fact('Text messages', current)).toBe('No');
    expect(fact('Pre-recorded calls', current)).toBe('No');
    expect(fact('Phone calls', current)).toBe('Yes');
    expect(fact('Since', current)).toBe('Nov 16, 2026, 1:47 PM');
    expect(fact('Email address', current)).toBe('dana.whitfield@example.com');
    expect(fact('Mobile number', current)).toBe('(916) 555-0187');
    expect(within(current).getByRole('link', { name: 'Proof of consent PMC-4WXN8TLE' })).toHaveAttribute('href', '/staff/consent/proof/PMC-4WXN8TLE');
    expect(current).toHaveTextContent('PMC-9JD2RMVA waits for the member to confirm a new email address or number.');

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Consent PMC-7H3KQ9RA',
      'Withdrawal WDR-9',
      'Consent PMC-4WXN8TLE',
      'Withdrawal WDR-14',
      'Consent PMC-9JD2RMVA',
    ]);
    const [first, honoured, , open] = within(history).getAllByRole('listitem');
    expect(first).toHaveTextContent('Received Sep 14, 2026, 9:02 AM');
    expect(fact('Channels chosen', first)).toBe('Email and Text messages');
    expect(fact('State', first)).toBe('superseded Proof');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Proof of consent PMC-7H3KQ9RA' })).toHaveAttribute('href', '/staff/consent/proof/PMC-7H3KQ9RA');
    expect(fact('Channels withdrawn', honoured)).toBe('Text messages');
    expect(fact('How it was received', honoured)).toBe('STOP reply to a text');
    expect(fact('State', honoured)).toBe('Honour by Oct 19, 2026. Honoured on Oct 5, 2026.');
    expect(fact('State', open)).toBe('Honour by Dec 1, 2026.');

    // The member ID went in the POST's body, never in an address.
    expect(address).toEqual({ pathname: '/staff/consent', search: '' });
    expect(consentCalls()).toEqual([expect.objectContaining({ method: 'POST', path: '/staff/api/consent/member', query: '', body: { memberId: 'm1234-5678' } })]);
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says plainly when nothing is on record for the ID', async () => {
    const { user } = await openConsentPage('viewer');
    await findMember(user, 'q000 0001');
    expect(await screen.findByText(/No consent or withdrawal is on record/)).toHaveTextContent(
      "No consent or withdrawal is on record for member ID Q0000001. Check the ID on the member's card.",
    );
    expect(screen.queryByRole('region', { name: 'Current choices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });

  it('shows a viewer no button or form that changes anything', async () => {
    const { user } = await openConsentPage('viewer');
    await findMember(user, 'ZX9087654');
    await screen.findByRole('region', { name: 'Current choices' });
    expect(screen.queryByRole('button', { name: 'Record a withdrawal' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Find']);
    expect(await axeInAct()).toHaveNoViolations();
  });
});

describe('recording a withdrawal (managers and admins)', () => {
  /** Opens the form by keyboard: focus goes to its heading. */
  async function openWithdrawalForm(user: UserEvent) {
    const open = await screen.findByRole('button', { name: 'Record a withdrawal' });
    await tabTo(user, open);
    await user.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: 'Record a withdrawal' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Record a withdrawal' })).toHaveFocus();
    return region;
  }

  async function tick(user: UserEvent, checkbox: HTMLElement) {
    await tabTo(user, checkbox);
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
  }

  async function typeDay(user: UserEvent, day: string) {
    const received = screen.getByRole('textbox', { name: 'Received on' });
    await tabTo(user, received);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard(`${day}{Enter}`);
    // The picker's pop-up closes with Escape; the day stays typed.
    await user.keyboard('{Escape}');
    expect(received).toHaveValue(day);
  }

  async function submit(user: UserEvent) {
    await tabTo(user, screen.getByRole('button', { name: 'Record withdrawal' }));
    await user.keyboard('{Enter}');
  }

  const withdrawalPosts = () => receivedStaffRequests.filter(({ path, method }) => method === 'POST' && path === '/staff/api/consent/withdrawals');

  it('asks for a channel, offers to record it all the same when no consent is on record, then says by when to honour it', async () => {
    const { user } = await openConsentPage('manager');
    await findMember(user, 'n5550 0001');
    expect(await screen.findByText(/No consent or withdrawal is on record/)).toHaveTextContent('member ID N55500001.');
    const region = await openWithdrawalForm(user);
    const channels = within(region).getByRole('group', { name: 'Channels withdrawn' });
    expect(within(channels).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Email', 'Text messages', 'Pre-recorded calls', 'Phone calls']);
    expect(within(region).getByRole('radio', { name: 'By phone' })).toBeChecked();
    // The plan's today, by this computer's clock in the plan's time zone.
    expect(within(region).getByRole('textbox', { name: 'Received on' })).toHaveValue(planDayOf(Date.now()));

    // Nothing ticked: the form says so, and focus goes to the first channel.
    await submit(user);
    expect(await within(region).findByText('Choose at least one channel.')).toBeInTheDocument();
    expect(within(channels).getByRole('checkbox', { name: 'Email' })).toHaveFocus();
    expect(channels).toHaveAccessibleDescription('Choose at least one channel.');
    expect(withdrawalPosts()).toHaveLength(0);

    await tick(user, within(channels).getByRole('checkbox', { name: 'Text messages' }));
    await tick(user, within(channels).getByRole('checkbox', { name: 'Phone calls' }));
    await typeDay(user, '2026-11-20');
    await submit(user);

    // 409: the server's words, and a way to record it all the same; nothing typed is lost.
    expect(await within(region).findByText(/No consent is on record for member ID N55500001/)).toBeInTheDocument();
    const force = within(region).getByRole('checkbox', { name: 'Record it all the same: the member gave consent outside the portal' });
    expect(within(channels).getByRole('checkbox', { name: 'Text messages' })).toBeChecked();
    expect(within(channels).getByRole('checkbox', { name: 'Phone calls' })).toBeChecked();
    expect(within(region).getByRole('textbox', { name: 'Received on' })).toHaveValue('2026-11-20');
    expect(withdrawalPosts().at(-1)?.body).toEqual({ memberId: 'N55500001', channels: ['text', 'phone'], source: 'phone', received: '2026-11-20' });

    await tick(user, force);
    await submit(user);
    const notice = await screen.findByText(/^Withdrawal WDR-\d+ recorded/);
    expect(notice).toHaveTextContent(/^Withdrawal WDR-18 recorded for Text messages and Phone calls\. It must be honoured by Monday, December 7, 2026\.$/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    expect(withdrawalPosts().at(-1)?.body).toEqual({ memberId: 'N55500001', channels: ['text', 'phone'], source: 'phone', received: '2026-11-20', force: true });

    // The form closed; the page shows the member as the server now has them.
    expect(screen.queryByRole('region', { name: 'Record a withdrawal' })).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByRole('heading', { level: 3 })).toHaveTextContent('Withdrawal WDR-18');
    expect(fact('Phone calls', screen.getByRole('region', { name: 'Current choices' }))).toBe('No');
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('keeps everything typed when the server fails, and records it on "Try again"', async () => {
    const { user } = renderStaffConsole({ route: '/staff/consent', handlers: [...staffWithdrawalFails500, ...staffHandlers({ role: 'admin' })] });
    await screen.findByRole('heading', { level: 1, name: 'Member consent' });
    await findMember(user, 'ZX9087654');
    const region = await openWithdrawalForm(user);
    await tick(user, within(region).getByRole('checkbox', { name: 'Email' }));
    const mail = within(region).getByRole('radio', { name: 'By mail' });
    await tabTo(user, within(region).getByRole('radio', { name: 'By phone' }));
    await user.keyboard('{ArrowDown}');
    expect(mail).toBeChecked();
    await typeDay(user, '2026-11-23');
    await submit(user);

    const alert = await within(region).findByText('Recording the withdrawal failed. Nothing you typed is lost.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    expect(within(region).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(mail).toBeChecked();
    expect(within(region).getByRole('textbox', { name: 'Received on' })).toHaveValue('2026-11-23');
    expect(await axeInAct()).toHaveNoViolations();

    server.resetHandlers(...staffHandlers({ role: 'admin' }));
    await tabTo(user, within(region).getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^Withdrawal WDR-18 recorded for Email\. It must be honoured by/)).toBeInTheDocument();
    expect(withdrawalPosts().at(-1)?.body).toEqual({ memberId: 'ZX9087654', channels: ['email'], source: 'mail', received: '2026-11-23' });
  });

  it("puts the server's refusal of a field under that field", async () => {
    const { user } = renderStaffConsole({ route: '/staff/consent', handlers: [...staffWithdrawalRefused400, ...staffHandlers({ role: 'manager' })] });
    await screen.findByRole('heading', { level: 1, name: 'Member consent' });
    await findMember(user, 'M1234-5678');
    const region = await openWithdrawalForm(user);
    await tick(user, within(region).getByRole('checkbox', { name: 'Email' }));
    await typeDay(user, '2026-09-01');
    await submit(user);
    const received = within(region).getByRole('textbox', { name: 'Received on' });
    await waitFor(() => expect(received).toHaveAccessibleDescription(expect.stringContaining('The date is before the member’s first consent (Sep 14, 2026).')));
    expect(received).toHaveFocus();
    expect(within(region).getByRole('alert')).toHaveTextContent('The withdrawal was not recorded: check the answers marked.');
  });

  it('refuses a day in the future before asking the server', async () => {
    const { user } = await openConsentPage('admin');
    await findMember(user, 'M1234-5678');
    const region = await openWithdrawalForm(user);
    await tick(user, within(region).getByRole('checkbox', { name: 'Email' }));
    await typeDay(user, '2099-01-05');
    await submit(user);
    expect(await within(region).findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Received on' })).toHaveFocus();
    expect(withdrawalPosts()).toHaveLength(0);
  });

  it('closes on Cancel, focus back on its button', async () => {
    const { user } = await openConsentPage('manager');
    await findMember(user, 'M1234-5678');
    const region = await openWithdrawalForm(user);
    await tabTo(user, within(region).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a withdrawal' })).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Record a withdrawal' })).not.toBeInTheDocument();
  });

  it('says when the role does not allow the change, as the server answered', async () => {
    // The console believes it is a manager's; the server knows the person is a viewer (a role changed meanwhile).
    const { user } = renderStaffConsole({
      route: '/staff/consent',
      handlers: staffHandlers({ role: 'viewer' }),
      state: { session: { ...initialSessionState, status: 'ready', view: sampleStaffSession('manager'), forms: STAFF_SAMPLE_FORMS } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Member consent' });
    await findMember(user, 'M1234-5678');
    const region = await openWithdrawalForm(user);
    await tick(user, within(region).getByRole('checkbox', { name: 'Email' }));
    await submit(user);
    expect(await within(region).findByText('Your role does not allow this change.')).toBeInTheDocument();
    expect(within(region).getByRole('checkbox', { name: 'Email' })).toBeChecked();
  });
});

describe('the proof of a consent', () => {
  it('shows what the member chose and agreed to, the terms exactly as stored, and prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderStaffConsole({ route: '/staff/consent/proof/PMC-4WXN8TLE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Proof of consent PMC-4WXN8TLE' })).toBeInTheDocument();
    const consent = await screen.findByRole('region', { name: 'The consent' });
    expect(document.title).toBe('Proof of consent PMC-4WXN8TLE – Staff console');
    expect(fact('Member ID', consent)).toBe('M1234-5678');
    expect(fact('Received', consent)).toBe('November 3, 2026 at 10:45:37 AM PST (America/Los_Angeles)');
    expect(fact('Language of the form', consent)).toBe('English');
    expect(['Email', 'Text messages', 'Pre-recorded calls', 'Phone calls'].map((channel) => fact(channel, consent))).toEqual(['Yes', 'Yes', 'No', 'Yes']);
    expect(fact('Email address', consent)).toBe('dana.whitfield@example.com');
    expect(fact('Mobile number', consent)).toBe('(916) 555-0187');
    expect(fact('State', consent)).toBe('confirmed');

    const evidence = screen.getByRole('region', { name: 'Evidence' });
    expect(fact('Texting terms version', evidence)).toBe('2026-08-18');
    expect(fact('Language', evidence)).toBe('English');
    expect(fact('SHA-256', evidence)).toBe('1a0c56eedd701f101a2d708d1e55177ca44d287970d5e199d8af0334dd32b283');
    expect(fact('Page address', evidence)).toBe('https://forms.sunrisehealth.example/preferredcontact');
    expect(fact('Client IP address', evidence)).toBe('203.0.113.77');
    expect(fact('Browser (user agent)', evidence)).toMatch(/^Mozilla\/5\.0 \(iPhone/);

    // The text as the server stored it, to the character, its paragraphs' line breaks included.
    const terms = screen.getByRole('region', { name: 'Texting terms the member agreed to' });
    const text = terms.querySelector('.staff-proof__terms');
    expect(text?.textContent).toBe(SAMPLE_TERMS_TEXT);
    expect(text).toHaveAttribute('lang', 'en');
    expect(terms).toHaveTextContent('Reply STOP to cancel, HELP for help.');

    await tabTo(user, screen.getByRole('button', { name: 'Print proof' }));
    await user.keyboard('{Enter}');
    expect(print).toHaveBeenCalledTimes(1);
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says when the server never recorded the terms text, and what the plan does not keep', async () => {
    renderStaffConsole({ route: '/staff/consent/proof/PMC-2BR7YC4H' });
    const terms = await screen.findByRole('region', { name: 'Texting terms the member agreed to' });
    expect(within(terms).getByRole('alert')).toHaveTextContent('The text of version 2026-08-18-es in Spanish was never recorded by the server: only its SHA-256 proves it.');
    const evidence = screen.getByRole('region', { name: 'Evidence' });
    expect(fact('Client IP address', evidence)).toBe('Not kept (the plan does not keep them)');
    expect(fact('Browser (user agent)', evidence)).toBe('Not kept (the plan does not keep them)');
    expect(fact('Language of the form', screen.getByRole('region', { name: 'The consent' }))).toBe('Spanish');
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says so when there is no consent with the reference', async () => {
    renderStaffConsole({ route: '/staff/consent/proof/PMC-NOTTHERE' });
    expect(await screen.findByText(/^There is no consent with this reference\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Proof of consent PMC-NOTTHERE' })).toBeInTheDocument();
    expect(document.title).toBe('Consent not found – Staff console');
    expect(screen.queryByRole('button', { name: 'Print proof' })).not.toBeInTheDocument();
  });

  it('leads from the member to the proof and back, the member still shown (never in the address)', async () => {
    const { user, address } = await openConsentPage('viewer');
    await findMember(user, 'ZX9087654');
    const history = await screen.findByRole('region', { name: 'History' });
    const proof = within(history).getByRole('link', { name: 'Proof of consent PMC-2BR7YC4H' });
    await tabTo(user, proof);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Proof of consent PMC-2BR7YC4H' })).toHaveFocus();
    expect(address).toEqual({ pathname: '/staff/consent/proof/PMC-2BR7YC4H', search: '' });

    await tabTo(user, screen.getByRole('link', { name: 'Back to member consent' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member consent' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Member ID' })).toHaveValue('ZX9087654');
    expect(fact('Consent that counts', screen.getByRole('region', { name: 'Current choices' }))).toBe('PMC-2BR7YC4H');
    expect(address).toEqual({ pathname: '/staff/consent', search: '' });
  });
});
