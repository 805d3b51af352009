// The withdrawals to honour (issue 38), by keyboard alone on a real store with its sagas and the mock staff API: the
// open list in the server's order with its urgencies in words, the honoured list (the address is the filter), paging,
// marking one honoured through its dialog (Escape, refusals that keep what was typed), what a viewer sees; axe on each.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  clearReceivedStaffRequests,
  receivedStaffRequests,
  staffHandlers,
  staffMarkHonouredConflict,
  staffMarkHonouredFails500,
  staffWithdrawalsEmpty,
  staffWithdrawalsFail500,
} from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { server } from '../../support/mswServer';
import { renderStaffConsole } from './renderStaffConsole';

beforeEach(clearReceivedStaffRequests);

/** Tab until `target` has focus, as a person would; fails if it is not reached within `presses`. */
async function tabTo(user: UserEvent, target: HTMLElement, { shift = false, presses = 60 } = {}) {
  for (let pressed = 0; pressed < presses && document.activeElement !== target; pressed += 1) await user.tab({ shift });
  expect(target).toHaveFocus();
}

function withdrawalsTable(): HTMLElement {
  return screen.getByRole('table', { name: /^Withdrawals/ });
}

/** The table's body rows, each as the texts of its cells. */
function bodyRows(): string[][] {
  return within(withdrawalsTable())
    .getAllByRole('row')
    .filter((row) => row.querySelector('td') !== null && !row.classList.contains('ant-table-placeholder'))
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const listCalls = () => receivedStaffRequests.filter(({ path }) => path === '/staff/api/withdrawals');
const markCalls = () => receivedStaffRequests.filter(({ path }) => path.endsWith('/honoured'));

async function openList(route = '/staff/withdrawals', handlers = staffHandlers({ role: 'manager' })) {
  const view = renderStaffConsole({ route, handlers });
  await screen.findByRole('heading', { level: 1, name: 'Withdrawals to honour' });
  await waitFor(() => expect(screen.getByText(/^Showing/)).toBeInTheDocument());
  return view;
}

describe('the open withdrawals', () => {
  it('lists them as the server orders them, each urgency in words, with their deliveries, and loads the rest', async () => {
    const { user } = await openList();
    expect(document.title).toBe('Withdrawals to honour – Staff console');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Honoured' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Honour by',
      'Withdrawal',
      'Member ID',
      'Channels',
      'Received',
      "Sent to the plan's systems",
      'Action',
    ]);
    expect(bodyRows()).toEqual([
      [
        'Nov 23, 2026Overdue3 business days late',
        'WDR-12',
        'ZX9087654',
        'Text messages and Phone calls',
        'Nov 6, 2026, 9:20 AMBy phone',
        'https://crm.sunrisehealth.example/hooks/consents: Failed after 5 attempts (last answer 503)',
        'Mark WDR-12 honoured',
      ],
      ['Nov 27, 2026Due soonDue today', 'WDR-13', 'M7781-0045', 'Email', 'Nov 12, 2026, 11:05 AMBy mail', 'https://crm.sunrisehealth.example/hooks/consents: Delivered Nov 12, 2026, 11:05 AM', 'Mark WDR-13 honoured'],
      [
        'Dec 1, 2026Due soonDue in 2 business days',
        'WDR-14',
        'M1234-5678',
        'Text messages',
        'Nov 16, 2026, 1:47 PMSTOP reply to a text',
        'https://crm.sunrisehealth.example/hooks/consents: Waiting (2 attempts)https://archive.sunrisehealth.example/consents: Delivered Nov 16, 2026, 1:47 PM',
        'Mark WDR-14 honoured',
      ],
      ['Dec 2, 2026Due soonDue in 3 business days', 'WDR-15', 'QK5523190', 'Pre-recorded calls and Phone calls', 'Nov 17, 2026, 8:30 AMOn the web', 'https://crm.sunrisehealth.example/hooks/consents: Delivered Nov 17, 2026, 8:30 AM', 'Mark WDR-15 honoured'],
      ['Dec 9, 2026In 8 business days', 'WDR-16', 'M2290-3314', 'Email and Text messages', 'Nov 24, 2026, 10:00 AMAnother way', 'No endpoint receives consents', 'Mark WDR-16 honoured'],
    ]);
    // The tags add colour to the words, never replace them.
    expect(within(withdrawalsTable()).getByText('Overdue')).toHaveClass('ant-tag-error');
    expect(within(withdrawalsTable()).getAllByText('Due soon')[0]).toHaveClass('ant-tag-warning');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 withdrawals, the most urgent first.');

    await tabTo(user, screen.getByRole('button', { name: 'Load more' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(bodyRows()[5]?.slice(0, 2)).toEqual(['Dec 10, 2026In 9 business days', 'WDR-17']);
    expect(bodyRows()[5]?.[5]).toBe('https://crm.sunrisehealth.example/hooks/consents: Waiting (not tried yet)');
    // The person reads on from the first new row.
    await waitFor(() => expect(within(withdrawalsTable()).getByText('WDR-17', { selector: 'bdi' }).closest('[data-row]')).toHaveFocus());
    expect(listCalls().map(({ query }) => query)).toEqual(['show=open', 'show=open&after=cursor-5']);
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('shows a viewer no "Mark honoured"', async () => {
    await openList('/staff/withdrawals', staffHandlers({ role: 'viewer' }));
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says so when no withdrawal is waiting', async () => {
    await openList('/staff/withdrawals', [...staffWithdrawalsEmpty, ...staffHandlers()]);
    expect(screen.getByText('No withdrawal is waiting to be honoured.')).toBeInTheDocument();
  });

  it('says what failed, and asks again on "Try again"', async () => {
    const { user } = renderStaffConsole({ route: '/staff/withdrawals', handlers: [...staffWithdrawalsFail500, ...staffHandlers()] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading the withdrawals failed');
    expect(alert).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    server.resetHandlers(...staffHandlers());
    await tabTo(user, within(alert).getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
  });
});

describe('the honoured withdrawals', () => {
  it('are a link away (the address is the filter), each with who marked it, when, and why', async () => {
    const { user, address } = await openList();
    await tabTo(user, screen.getByRole('link', { name: 'Honoured' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address.search).toBe('?show=honoured'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Honoured' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawals to honour' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Honour by',
      'Withdrawal',
      'Member ID',
      'Channels',
      'Received',
      "Sent to the plan's systems",
      'Honoured',
    ]);
    expect(bodyRows().map((cells) => [cells[0], cells[1], cells[6]])).toEqual([
      ['Nov 24, 2026', 'WDR-11', 'Honoured on Nov 13, 2026 by priya.natarajan@sunrisehealth.example'],
      ['Oct 19, 2026', 'WDR-9', 'Honoured on Oct 5, 2026 by marcus.webb@sunrisehealth.exampleRemoved from the texting list in the SMS platform.'],
    ]);
    expect(screen.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
    expect(listCalls().at(-1)?.query).toBe('show=honoured');
    expect(await axeInAct()).toHaveNoViolations();
  });

  it('says so when none has been marked yet', async () => {
    await openList('/staff/withdrawals?show=honoured', [...staffWithdrawalsEmpty, ...staffHandlers()]);
    expect(screen.getByText('No withdrawal has been marked honoured yet.')).toBeInTheDocument();
  });
});

describe('marking a withdrawal honoured', () => {
  async function openDialog(user: UserEvent, reference: string) {
    await tabTo(user, screen.getByRole('button', { name: `Mark ${reference} honoured` }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Mark ${reference} honoured` });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    return dialog;
  }

  async function typeDay(user: UserEvent, dialog: HTMLElement, day: string) {
    const on = within(dialog).getByRole('textbox', { name: 'Honoured on' });
    await tabTo(user, on);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard(`${day}{Enter}`);
    expect(on).toHaveValue(day);
  }

  async function save(user: UserEvent, dialog: HTMLElement) {
    await tabTo(user, within(dialog).getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
  }

  it('saves the day and the note; the row leaves the open list and a status says so', async () => {
    const { user } = await openList();
    const dialog = await openDialog(user, 'WDR-12');
    expect(dialog).toHaveAccessibleDescription('WDR-12 for member ID ZX9087654, received Nov 6, 2026, must be honoured by Nov 23, 2026.');
    // Today by default: the plan's, as the server counted the list.
    expect(within(dialog).getByRole('textbox', { name: 'Honoured on' })).toHaveValue('2026-11-27');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveAccessibleDescription('Optional: what was done, and where. Up to 1,000 characters.');
    await tabTo(user, note);
    await user.keyboard('Texts and calls stopped in the dialler and the SMS platform.');
    expect(dialog).toHaveTextContent('60 / 1000');
    expect(await axeInAct()).toHaveNoViolations();

    await save(user, dialog);
    const status = await screen.findByText('WDR-12 marked honoured on Nov 27, 2026.');
    await waitFor(() => expect(status.closest('[tabindex="-1"]')).toHaveFocus());
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyRows().map((cells) => cells[1])).not.toContain('WDR-12');
    expect(markCalls()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/staff/api/withdrawals/WDR-12/honoured', body: { on: '2026-11-27', note: 'Texts and calls stopped in the dialler and the SMS platform.' } }),
    ]);
  });

  it('closes on Escape with nothing saved, focus back on the row’s button', async () => {
    const { user } = await openList();
    await openDialog(user, 'WDR-14');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark WDR-14 honoured' })).toHaveFocus());
    expect(markCalls()).toHaveLength(0);
  });

  it('refuses a day in the future or before the withdrawal came, before asking the server', async () => {
    const { user } = await openList();
    const dialog = await openDialog(user, 'WDR-12');
    const on = within(dialog).getByRole('textbox', { name: 'Honoured on' });
    await typeDay(user, dialog, '2026-11-05');
    await save(user, dialog);
    await waitFor(() => expect(on).toHaveAccessibleDescription(expect.stringContaining('The date cannot be before the withdrawal was received (Nov 6, 2026).')));
    expect(on).toHaveFocus();
    await typeDay(user, dialog, '2026-11-30');
    await save(user, dialog);
    await waitFor(() => expect(on).toHaveAccessibleDescription(expect.stringContaining('The date cannot be in the future.')));
    expect(markCalls()).toHaveLength(0);
  });

  it("says the server's words when someone marked it first", async () => {
    const { user } = await openList('/staff/withdrawals', [...staffMarkHonouredConflict, ...staffHandlers({ role: 'admin' })]);
    const dialog = await openDialog(user, 'WDR-13');
    await save(user, dialog);
    expect(await within(dialog).findByText('WDR-13 was already marked honoured on 2026-11-27 by priya.natarajan@sunrisehealth.example.')).toBeInTheDocument();
  });

  it('keeps what was typed when saving fails', async () => {
    const { user } = await openList('/staff/withdrawals', [...staffMarkHonouredFails500, ...staffHandlers({ role: 'admin' })]);
    const dialog = await openDialog(user, 'WDR-15');
    await typeDay(user, dialog, '2026-11-25');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await tabTo(user, note);
    await user.keyboard('Dialler updated.');
    await save(user, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Saving the mark failed. Nothing you typed is lost.');
    expect(alert).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    expect(within(dialog).getByRole('textbox', { name: 'Honoured on' })).toHaveValue('2026-11-25');
    expect(note).toHaveValue('Dialler updated.');
    expect(await axeInAct()).toHaveNoViolations();
  });
});
