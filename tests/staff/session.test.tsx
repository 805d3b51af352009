// The session (issue 37): the header by role, signing out, the end of a session sending the browser to sign in again
// with the way back, and the GOV.UK timeout warning two minutes before the end, under fake timers on a real store.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STAFF_IDLE_TIMEOUT_MS, STAFF_IDLE_WARNING_MS } from '../../src/domain/staffConsole';
import { browserNavigation } from '../../src/staff/browserNavigation';
import { clearReceivedStaffRequests, receivedStaffRequests, staffHandlers, staffSignedOut } from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { server } from '../../support/mswServer';
import { renderStaffConsole } from './renderStaffConsole';

const WARNING_TITLE = 'You will be signed out soon';
const IDLE_TEXT = 'You have been inactive for 13 minutes. To protect the records you can see, you will be signed out in 2 minutes.';

/** jsdom cannot navigate: the console's one way to leave the page is watched instead. */
function watchNavigation() {
  return jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
}

function advance(milliseconds: number) {
  act(() => {
    jest.advanceTimersByTime(milliseconds);
  });
}

beforeEach(clearReceivedStaffRequests);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the header', () => {
  it('names who is signed in and lists the forms, the current one marked, and the audit trail for an admin', async () => {
    renderStaffConsole({ route: '/staff/forms/tgi' });
    await screen.findByRole('heading', { level: 1, name: 'Inbox: TGI survey' });
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as priya.natarajan@sunrisehealth.example (Admin)');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Preferred contact',
      'TGI survey',
      'Training attestation',
      'Member consent',
      'Withdrawals to honour',
      'Changed survey answers',
      'Site',
      'Deliveries',
      'Audit trail',
    ]);
    expect(within(nav).getByRole('link', { name: 'TGI survey' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Preferred contact' })).not.toHaveAttribute('aria-current');
  });

  it('shows a viewer no audit trail', async () => {
    renderStaffConsole({ handlers: staffHandlers({ role: 'viewer' }) });
    await screen.findByRole('heading', { level: 1, name: 'Inbox: Preferred contact' });
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('(Viewer)');
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  });

  it('signs out with the anti-forgery header, then goes where the server says', async () => {
    const navigation = watchNavigation();
    document.cookie = 'XSRF-TOKEN=token%2Fsign-out; path=/';
    const { user } = renderStaffConsole();
    await screen.findByRole('heading', { level: 1, name: 'Inbox: Preferred contact' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigation).toHaveBeenCalledWith('http://localhost/staff/signed-out'));
    const signOut = receivedStaffRequests.find(({ path }) => path === '/staff/auth/signout');
    expect(signOut).toMatchObject({ method: 'POST', headers: { 'x-xsrf-token': 'token/sign-out' } });
  });
});

describe('the console at start', () => {
  it('says when the session or the forms could not be loaded, and asks again on "Try again"', async () => {
    let calls = 0;
    const formsFailOnce = http.get('*/staff/api/forms', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ message: 'The store did not answer.' }, { status: 503, statusText: 'Service Unavailable' }) : undefined;
    });
    const { user } = renderStaffConsole({ handlers: [formsFailOnce, ...staffHandlers()] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading the console failed');
    expect(document.title).toBe('Not loaded – Staff console');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox: Preferred contact' })).toBeInTheDocument();
  });
});

describe('a session that has ended', () => {
  it('sends the browser to sign in, to come back to the same page and filter', async () => {
    const navigation = watchNavigation();
    renderStaffConsole({ route: '/staff/forms/contact?language=es&from=2026-11-20', handlers: [...staffSignedOut, ...staffHandlers()] });
    await waitFor(() => expect(navigation).toHaveBeenCalledWith('/staff/auth/signin?return=%2Fstaff%2Fforms%2Fcontact%3Flanguage%3Des%26from%3D2026-11-20'));
    expect(navigation).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Taking you to sign in again…');
  });

  it('does so when a call on a page answers 401', async () => {
    const navigation = watchNavigation();
    const { user } = renderStaffConsole({ route: '/staff/forms/contact' });
    await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' });
    server.use(http.get('*/staff/api/forms/:kind/submissions/:reference', () => HttpResponse.json({ message: 'Your session has ended.' }, { status: 401 })));
    await user.click(screen.getByRole('link', { name: 'PMC-7KQ4MXDN' }));
    await waitFor(() => expect(navigation).toHaveBeenCalledWith('/staff/auth/signin?return=%2Fstaff%2Fforms%2Fcontact%2FPMC-7KQ4MXDN'));
  });
});

describe('the timeout warning, on the real clock', () => {
  it('opens at once inside the last two minutes, and has no axe violations', async () => {
    renderStaffConsole({ handlers: staffHandlers({ idleEndsInMs: 100_000 }) });
    const dialog = await screen.findByRole('dialog', { name: WARNING_TITLE });
    expect(dialog).toHaveAccessibleDescription(IDLE_TEXT);
    // axe runs on timers of its own: not under the fake clock of the tests below.
    expect(await axeInAct()).toHaveNoViolations();
  });
});

/**
 * The clock the sagas' delays and the dialog's seconds run on, faked from a fixed instant; and the animation frames antd
 * opens its dialog with, so that the dialog settles as the fake clock moves. msw's own work (microtasks, setImmediate)
 * stays real, as in support/fakeTimers.ts.
 */
function fakeClockAndFrames(): void {
  jest.useFakeTimers({
    doNotFake: ['setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance', 'requestIdleCallback', 'cancelIdleCallback'],
    now: new Date('2026-11-28T17:00:00.000Z'),
  });
}

describe('the timeout warning', () => {
  beforeEach(fakeClockAndFrames);

  it('opens two minutes before the idle end; "Stay signed in" keeps the session with the anti-forgery header and closes it', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const { user } = renderStaffConsole({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' });

    advance(STAFF_IDLE_TIMEOUT_MS - STAFF_IDLE_WARNING_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    const dialog = await screen.findByRole('dialog', { name: WARNING_TITLE });
    expect(dialog).toHaveAccessibleDescription(IDLE_TEXT);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByText('2:00')).toBeInTheDocument();

    // The clock moves every second for the eye; the sentence (the live region) changes only with the minute.
    advance(61_000);
    await waitFor(() => expect(within(dialog).getByText('0:59')).toBeInTheDocument());
    expect(within(dialog).getByText(/signed out in 1 minute\.$/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keep = receivedStaffRequests.find(({ path }) => path === '/staff/api/session/keep');
    expect(keep).toMatchObject({ method: 'POST', headers: { 'x-xsrf-token': 'token-123' } });

    // Kept: the next warning comes 13 minutes after the keep.
    advance(STAFF_IDLE_TIMEOUT_MS - STAFF_IDLE_WARNING_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    expect(await screen.findByRole('dialog', { name: WARNING_TITLE })).toBeInTheDocument();
  });

  it('takes Escape for "Stay signed in"', async () => {
    const { user } = renderStaffConsole({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' });
    advance(STAFF_IDLE_TIMEOUT_MS - STAFF_IDLE_WARNING_MS);
    await screen.findByRole('dialog', { name: WARNING_TITLE });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(receivedStaffRequests.filter(({ path }) => path === '/staff/api/session/keep')).toHaveLength(1);
  });

  it('sends the browser to sign in when the idle end passes with no keep', async () => {
    const navigation = watchNavigation();
    renderStaffConsole({ route: '/staff/forms/tgi?changesAnswer=true' });
    await screen.findByRole('link', { name: 'TGI-9CXA4MQE' });
    advance(STAFF_IDLE_TIMEOUT_MS - STAFF_IDLE_WARNING_MS);
    await screen.findByRole('dialog', { name: WARNING_TITLE });
    advance(STAFF_IDLE_WARNING_MS);
    await waitFor(() => expect(navigation).toHaveBeenCalledWith('/staff/auth/signin?return=%2Fstaff%2Fforms%2Ftgi%3FchangesAnswer%3Dtrue'));
  });

  it('says when the absolute end is the nearer one, and offers only "Sign out" and "Continue"', async () => {
    const navigation = watchNavigation();
    const { user } = renderStaffConsole({ handlers: staffHandlers({ absoluteEndsInMs: 10 * 60 * 1000 }), userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' });
    advance(8 * 60 * 1000);
    const dialog = await screen.findByRole('dialog', { name: WARNING_TITLE });
    // 17:10 UTC is 09:10 in the plan's time zone (America/Los_Angeles).
    expect(dialog).toHaveAccessibleDescription('Your session ends at 09:10; you will need to sign in again.');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Continue']);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(receivedStaffRequests.filter(({ path }) => path === '/staff/api/session/keep')).toEqual([]);

    // Continuing cannot extend it: at the end the browser goes to sign in, the warning not shown again.
    advance(STAFF_IDLE_WARNING_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigation).not.toHaveBeenCalled();
    advance(1000);
    await waitFor(() => expect(navigation).toHaveBeenCalledWith('/staff/auth/signin?return=%2Fstaff%2Fforms%2Fcontact'));
  });
});
