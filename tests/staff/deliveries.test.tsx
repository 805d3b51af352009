// The deliveries screen (issue 38, admins), by keyboard alone on a real store with its sagas and the mock staff API: the
// endpoints and their health, one tested, added (its secret shown once, copied, then gone), given a new secret and
// removed, each through its confirmation; the failed deliveries sent again, ticked or all; what other roles see; axe on each.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialSessionState } from '../../src/staff/sessionSlice';
import { staffAddEndpointFails500 } from '../../mocks/staffDeliveryHandlers';
import { CRM_HOOKS, DIRECTORY_HOOKS, ARCHIVE_HOOKS, SAMPLE_SECRETS } from '../../mocks/staffDeliveryData';
import { clearReceivedStaffRequests, receivedStaffRequests, sampleStaffSession, STAFF_SAMPLE_FORMS, staffHandlers } from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { renderStaffConsole } from './renderStaffConsole';

beforeEach(clearReceivedStaffRequests);
afterEach(() => jest.restoreAllMocks());

/** Tab until `target` has focus, as a person would; fails if it is not reached within `presses`. */
async function tabTo(user: UserEvent, target: HTMLElement, { shift = false, presses = 120 } = {}) {
  for (let pressed = 0; pressed < presses && document.activeElement !== target; pressed += 1) await user.tab({ shift });
  expect(target).toHaveFocus();
}

async function press(user: UserEvent, target: HTMLElement, key = '{Enter}') {
  await tabTo(user, target);
  await user.keyboard(key);
}

const endpointsTable = () => screen.getByRole('table', { name: "The plan's endpoints" });
const failedTable = () => screen.getByRole('table', { name: 'Failed deliveries, newest first' });

/** A table's body rows, each as the texts of its cells. */
function bodyRowsOf(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.querySelector('td') !== null && !row.classList.contains('ant-table-placeholder'));
}

function bodyRows(table: HTMLElement): string[][] {
  return bodyRowsOf(table).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/** The endpoint's row, by its address. */
function endpointRow(url: string): HTMLElement {
  const row = within(endpointsTable()).getByText(url, { selector: 'bdi' }).closest('tr');
  if (!row) throw new Error(`No row for ${url}`);
  return row;
}

const posts = (path: string) => receivedStaffRequests.filter((request) => request.method === 'POST' && request.path === path);

async function openDeliveries(handlers = staffHandlers({ role: 'admin' })) {
  const view = renderStaffConsole({ route: '/staff/deliveries', handlers });
  await screen.findByRole('heading', { level: 1, name: 'Deliveries' });
  await waitFor(() => expect(bodyRows(endpointsTable())).toHaveLength(3));
  await waitFor(() => expect(bodyRows(failedTable())).toHaveLength(5));
  return view;
}

describe('the endpoints', () => {
  it('shows each with its forms, state and backlog, a late backlog said in words', async () => {
    await openDeliveries();
    expect(document.title).toBe('Deliveries – Staff console');
    expect(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Deliveries' })).toHaveAttribute('aria-current', 'page');
    expect(within(endpointsTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Address',
      'Forms',
      'State',
      'Last delivered',
      'Failed',
      'Waiting',
      'Actions',
    ]);
    const [crm, directory, archive] = bodyRows(endpointsTable()) as [string[], string[], string[]];
    expect(crm.slice(0, 3)).toEqual([CRM_HOOKS, 'Preferred contact', 'Active']);
    expect(crm[3]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(crm[4]).toBe('0');
    expect(crm[5]).toMatch(/^1oldest waiting since /);
    expect(crm[5]).not.toContain('Waiting over an hour');
    expect(directory.slice(0, 3)).toEqual([DIRECTORY_HOOKS, 'TGI survey and Training attestation', 'Active']);
    expect(directory[4]).toBe('6');
    expect(directory[5]).toMatch(/^14oldest waiting since .*Waiting over an hour$/);
    expect(archive.slice(0, 5)).toEqual([ARCHIVE_HOOKS, 'Training attestation', 'Disabled: it answered 410 Gone', 'Never', '1']);
    expect(within(endpointRow(CRM_HOOKS)).getAllByRole('button').map((button) => button.textContent)).toEqual([`Send a test to ${CRM_HOOKS}`, `New secret for ${CRM_HOOKS}`, `Remove ${CRM_HOOKS}`]);
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('sends a test and says its answer in the row', async () => {
    const { user } = await openDeliveries();
    await press(user, screen.getByRole('button', { name: `Send a test to ${CRM_HOOKS}` }));
    expect(await within(endpointRow(CRM_HOOKS)).findByText('Test received: answered 204 in 182 ms')).toHaveAttribute('role', 'status');
    await press(user, screen.getByRole('button', { name: `Send a test to ${DIRECTORY_HOOKS}` }));
    expect(await within(endpointRow(DIRECTORY_HOOKS)).findByText('Test not received: timed out after 15 seconds')).toBeInTheDocument();
    await press(user, screen.getByRole('button', { name: `Send a test to ${ARCHIVE_HOOKS}` }));
    expect(await within(endpointRow(ARCHIVE_HOOKS)).findByText('Test not received: answered 410')).toBeInTheDocument();
    expect(posts('/staff/api/endpoints/1/test')).toHaveLength(1);
  });

  it('adds one through the server’s refusals, shows its secret once, copies it, and "Done" takes it away', async () => {
    const { user, store } = await openDeliveries();
    await press(user, screen.getByRole('button', { name: 'Add an endpoint' }));
    const region = await screen.findByRole('region', { name: 'Add an endpoint' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Add an endpoint' })).toHaveFocus();
    const address = within(region).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveAttribute('type', 'url');
    const forms = within(region).getByRole('group', { name: 'Forms it receives' });
    expect(within(forms).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Preferred contact', 'TGI survey', 'Training attestation']);
    const privateNetwork = within(region).getByRole('checkbox', { name: "The address leads inside the plan's own network" });
    expect(privateNetwork).toHaveAccessibleDescription("Only for a receiver inside the plan's network; link-local and cloud metadata addresses stay refused.");

    // Nothing given: each field says what is missing, and focus goes to the first.
    await press(user, within(region).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(region).findByText("Enter the endpoint's address.")).toBeInTheDocument();
    expect(within(region).getByText('Choose at least one form.')).toBeInTheDocument();
    await waitFor(() => expect(address).toHaveFocus());
    expect(posts('/staff/api/endpoints')).toHaveLength(0);

    await user.keyboard('http://10.20.8.14:8080/portal-hooks');
    await press(user, within(forms).getByRole('checkbox', { name: 'Training attestation' }), ' ');
    await press(user, within(region).getByRole('button', { name: 'Add endpoint' }));
    // The server's refusal goes under the field, and focus to it.
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining('The address must start with https://, unless the receiver is on the plan’s internal network')));
    expect(address).toHaveFocus();

    await press(user, within(region).getByRole('checkbox', { name: "The receiver is on the plan's internal network over http:// (no TLS)" }), ' ');
    await press(user, within(region).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining('"10.20.8.14" leads inside the plan’s own network')));
    await press(user, privateNetwork, ' ');
    await press(user, within(region).getByRole('button', { name: 'Add endpoint' }));

    const once = await screen.findByText('Copy this secret now: it is shown only this once.');
    const panel = once.closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(panel).toHaveFocus());
    const secret = within(panel).getByRole('textbox', { name: 'Signing secret for http://10.20.8.14:8080/portal-hooks' });
    expect(secret).toHaveValue(SAMPLE_SECRETS[0]);
    expect(secret).toHaveAttribute('readonly');
    expect(panel).toHaveTextContent('Warning: "10.20.8.14" leads inside the plan’s own network: every message to it may reach there.');
    expect(screen.queryByRole('region', { name: 'Add an endpoint' })).not.toBeInTheDocument();
    expect(bodyRows(endpointsTable()).map((cells) => cells[0])).toContain("http://10.20.8.14:8080/portal-hooksMay lead inside the plan's own network");
    expect(posts('/staff/api/endpoints').at(-1)?.body).toEqual({ url: 'http://10.20.8.14:8080/portal-hooks', forms: ['attestation'], allowHttp: true, allowPrivateNetwork: true });
    expect(await axeInAct()).toHaveNoViolations();

    const copied = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await press(user, within(panel).getByRole('button', { name: 'Copy' }));
    expect(await within(panel).findByText('Copied')).toBeInTheDocument();
    expect(copied).toHaveBeenCalledWith(SAMPLE_SECRETS[0]);

    await press(user, within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Copy this secret now: it is shown only this once.')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(SAMPLE_SECRETS[0] ?? 'whsec_');
    expect(JSON.stringify(store.getState())).not.toContain('whsec_');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an endpoint' })).toHaveFocus());
  });

  it('keeps everything typed when adding fails on the server', async () => {
    const { user } = await openDeliveries([...staffAddEndpointFails500, ...staffHandlers({ role: 'admin' })]);
    await press(user, screen.getByRole('button', { name: 'Add an endpoint' }));
    const region = await screen.findByRole('region', { name: 'Add an endpoint' });
    await press(user, within(region).getByRole('textbox', { name: 'Address' }), 'https://hooks.sunrisehealth.example/portal');
    await press(user, within(region).getByRole('checkbox', { name: 'Preferred contact' }), ' ');
    await press(user, within(region).getByRole('button', { name: 'Add endpoint' }));
    const failed = await within(region).findByText('Adding the endpoint failed. Nothing you typed is lost.');
    expect(failed.closest('[role="alert"]')).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    expect(within(region).getByRole('textbox', { name: 'Address' })).toHaveValue('https://hooks.sunrisehealth.example/portal');
    expect(within(region).getByRole('checkbox', { name: 'Preferred contact' })).toBeChecked();
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says a refusal that names no field in an alert above the buttons', async () => {
    const refused = http.post('*/staff/api/endpoints', () => HttpResponse.json({ message: 'The endpoint is not valid.' }, { status: 400, statusText: 'Bad Request' }));
    const { user } = await openDeliveries([refused, ...staffHandlers({ role: 'admin' })]);
    await press(user, screen.getByRole('button', { name: 'Add an endpoint' }));
    const region = await screen.findByRole('region', { name: 'Add an endpoint' });
    await press(user, within(region).getByRole('textbox', { name: 'Address' }), 'https://hooks.sunrisehealth.example/portal');
    await press(user, within(region).getByRole('checkbox', { name: 'TGI survey' }), ' ');
    await press(user, within(region).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('The endpoint is not valid.');
    expect(within(region).getByRole('textbox', { name: 'Address' })).toHaveValue('https://hooks.sunrisehealth.example/portal');
  });

  it('gives one a new secret after a confirmation, and hands focus back after "Done"', async () => {
    const { user } = await openDeliveries();
    const rotate = screen.getByRole('button', { name: `New secret for ${DIRECTORY_HOOKS}` });
    await press(user, rotate);
    let dialog = await screen.findByRole('dialog', { name: 'Make a new secret?' });
    expect(dialog).toHaveAccessibleDescription(
      `For ${DIRECTORY_HOOKS}. The endpoint's receiver must switch to the new secret within 24 hours; until then both sign each message.`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rotate).toHaveFocus());
    expect(posts('/staff/api/endpoints/2/rotate')).toHaveLength(0);

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Make a new secret?' });
    await press(user, within(dialog).getByRole('button', { name: 'Make a new secret' }));
    const panel = (await screen.findByText('Copy this secret now: it is shown only this once.')).closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(panel).getByRole('textbox', { name: `Signing secret for ${DIRECTORY_HOOKS}` })).toHaveValue(SAMPLE_SECRETS[0]);
    expect(endpointRow(DIRECTORY_HOOKS)).toHaveTextContent(/The previous secret also signs until /);
    expect(await axeInAct()).toHaveNoViolations();
    await press(user, within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('button', { name: `New secret for ${DIRECTORY_HOOKS}` })).toHaveFocus());
  });

  it('removes one after a confirmation that says what stops', async () => {
    const { user } = await openDeliveries();
    await press(user, screen.getByRole('button', { name: `Remove ${ARCHIVE_HOOKS}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the endpoint?' });
    expect(dialog).toHaveAccessibleDescription(`Stop delivering to ${ARCHIVE_HOOKS}? Its deliveries not yet made are cancelled. This cannot be undone.`);
    const remove = within(dialog).getByRole('button', { name: 'Remove endpoint' });
    expect(remove).toHaveClass('ant-btn-dangerous');
    expect(await axeInAct()).toHaveNoViolations();
    await press(user, remove);
    const notice = await screen.findByText(`${ARCHIVE_HOOKS} was removed: nothing more is delivered to it.`);
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    expect(bodyRows(endpointsTable()).map((cells) => cells[0])).toEqual([CRM_HOOKS, DIRECTORY_HOOKS]);
    // Its failed delivery went with it.
    await waitFor(() => expect(within(failedTable()).queryByText('ATT-7KQ4MXDN')).not.toBeInTheDocument());
    expect(posts('/staff/api/endpoints/3/remove')).toHaveLength(1);
  });
});

describe('the failed deliveries', () => {
  it('lists them newest first, with their attempts, and loads the rest', async () => {
    const { user } = await openDeliveries();
    expect(within(failedTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Select', 'Endpoint', 'What', 'Attempts', 'First queued', 'Attempts made']);
    expect(bodyRows(failedTable()).slice(0, 2)).toEqual([
      ['Select delivery 47', DIRECTORY_HOOKS, 'A submission (submission.created)TGI-9CXA4MQE', '8', 'Nov 26, 2026, 12:14 PM', 'Nov 27, 2026, 4:31 PM: answered 503'],
      [
        'Select delivery 45',
        DIRECTORY_HOOKS,
        'A changed answer reviewed (submission.answer_change_reviewed)TGI-G3HV9MLS',
        '3',
        'Nov 25, 2026, 11:15 AM',
        'Nov 25, 2026, 11:15 AM: answered 503Nov 25, 2026, 11:16 AM: answered 502Nov 26, 2026, 3:40 PM: timed out after 15 seconds',
      ],
    ]);
    // Each attempt is an item of its own, oldest first.
    expect(within(bodyRowsOf(failedTable())[1]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nov 25, 2026, 11:15 AM: answered 503',
      'Nov 25, 2026, 11:16 AM: answered 502',
      'Nov 26, 2026, 3:40 PM: timed out after 15 seconds',
    ]);
    await press(user, screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows(failedTable())).toHaveLength(7));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select delivery 36' })).toHaveFocus());
  });

  it('sends the ticked ones again, after saying when none is ticked', async () => {
    const { user } = await openDeliveries();
    const retrySelected = screen.getByRole('button', { name: 'Retry selected' });
    await press(user, retrySelected);
    expect(await screen.findByText('Select the deliveries to send again.')).toHaveAttribute('role', 'alert');
    const first = screen.getByRole('checkbox', { name: 'Select delivery 47' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard(' ');
    await press(user, screen.getByRole('checkbox', { name: 'Select delivery 44' }), ' ');
    expect(screen.queryByText('Select the deliveries to send again.')).not.toBeInTheDocument();
    await press(user, retrySelected, '{Enter}');
    const notice = await screen.findByText('2 deliveries will be sent again now.');
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    expect(posts('/staff/api/deliveries/retry')).toEqual([expect.objectContaining({ body: { ids: [47, 44] } })]);
    // The list is loaded afresh without them, and the endpoints' counts with it.
    await waitFor(() => expect(bodyRows(failedTable()).map((cells) => cells[0])).toEqual(['Select delivery 45', 'Select delivery 41', 'Select delivery 38', 'Select delivery 36', 'Select delivery 35']));
    await waitFor(() => expect(bodyRows(endpointsTable())[1]?.[4]).toBe('4'));
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('sends every failed one again after a confirmation', async () => {
    const { user } = await openDeliveries();
    await press(user, screen.getByRole('button', { name: 'Retry all failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send every failed delivery again?' });
    expect(dialog).toHaveAccessibleDescription('Send all 7 failed deliveries again now?');
    await press(user, within(dialog).getByRole('button', { name: 'Send them again' }));
    expect(await screen.findByText('7 deliveries will be sent again now.')).toBeInTheDocument();
    expect(await within(failedTable()).findByText('No delivery has failed.')).toBeInTheDocument();
    expect(posts('/staff/api/deliveries/retry')).toEqual([expect.objectContaining({ body: { all: true } })]);
  });
});

describe('other roles', () => {
  it('shows a manager no deliveries: no link, and the page says the role does not allow it', async () => {
    renderStaffConsole({ route: '/staff/deliveries', handlers: staffHandlers({ role: 'manager' }) });
    await screen.findByRole('heading', { level: 1, name: 'Deliveries' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { name: 'Deliveries' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);
    expect(receivedStaffRequests.filter(({ path }) => path.startsWith('/staff/api/endpoints') || path.startsWith('/staff/api/deliveries'))).toHaveLength(0);
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says so when the server refuses the role the console believed', async () => {
    renderStaffConsole({
      route: '/staff/deliveries',
      handlers: staffHandlers({ role: 'manager' }),
      state: { session: { ...initialSessionState, status: 'ready', view: sampleStaffSession('admin'), forms: STAFF_SAMPLE_FORMS } },
    });
    expect(await screen.findByText('Your role does not allow this page.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
