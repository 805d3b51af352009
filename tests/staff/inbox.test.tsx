// The inbox of issue 37, on a real store with its sagas and the mock staff API: rows newest first a page at a time, the
// filter in the address and in the call, the downloads with the filter, the empty, failed and TGI inboxes, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { clearReceivedStaffRequests, CONTACT_INBOX_ROWS, receivedStaffRequests, staffHandlers, staffInboxEmpty, staffInboxFails500 } from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { server } from '../../support/mswServer';
import { renderStaffConsole } from './renderStaffConsole';

beforeEach(clearReceivedStaffRequests);

/** The inbox table's body rows, each as the texts of its cells (the date picker's pop-up has tables of its own). */
function bodyRows(): string[][] {
  const table = document.querySelector<HTMLElement>('.staff-table table');
  if (!table) throw new Error('No inbox table');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.querySelector('td') !== null && !row.classList.contains('ant-table-placeholder'))
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const inboxCalls = () => receivedStaffRequests.filter(({ path }) => path.endsWith('/submissions'));

describe('the inbox', () => {
  it('lists the newest submissions first, with their times in the plan’s time zone, and loads the older ones', async () => {
    const { user } = renderStaffConsole({ route: '/staff/forms/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox: Preferred contact' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' })).toHaveAttribute('href', '/staff/forms/contact/PMC-7KQ4MXDN');
    expect(document.title).toBe('Inbox: Preferred contact – Staff console');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Reference', 'Received', 'Language', 'Summary', 'Delivery']);
    expect(bodyRows()).toEqual([
      ['PMC-7KQ4MXDN', 'Nov 27, 2026, 2:41 PM', 'English', 'Ana Ruiz', 'Delivered'],
      ['PMC-3HWT9CAF', 'Nov 27, 2026, 9:05 AM', 'Spanish', 'Joaquín Herrera', 'Pending'],
      ['PMC-X4RD7JEK', 'Nov 26, 2026, 11:30 AM', 'English', 'Mei-Ling Park', 'Failed'],
      ['PMC-Q9NP3TGM', 'Nov 25, 2026, 7:12 AM', 'English', 'Darnell Brooks', 'Delivered'],
      ['PMC-M6CY4WHA', 'Nov 24, 2026, 1:47 PM', 'Spanish', 'Lucía Méndez', 'Delivered'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 submissions, newest first.');
    expect(inboxCalls().map(({ query }) => query)).toEqual(['']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const firstOlder = await screen.findByRole('link', { name: 'PMC-T7FK9QRX' });
    expect(bodyRows().map(([reference]) => reference)).toEqual(CONTACT_INBOX_ROWS.map(({ reference }) => reference));
    // The person reads on from the first new row; the server said there is nothing older.
    await waitFor(() => expect(firstOlder).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 submissions, newest first.');
    expect(inboxCalls().map(({ query }) => query)).toEqual(['', 'after=cursor-5']);
  });

  it('puts an applied filter in the address and asks the server with it', async () => {
    const { user, address } = renderStaffConsole({ route: '/staff/forms/contact' });
    await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' });

    await user.type(screen.getByRole('textbox', { name: 'From (YYYY-MM-DD)' }), '2026-11-20{Enter}');
    // The list's visible item (antd keeps a second, hidden list for screen readers, named the same).
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByTitle('Spanish'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(address.search).toBe('?from=2026-11-20&language=es'));
    await waitFor(() => expect(bodyRows().map(([reference]) => reference)).toEqual(['PMC-3HWT9CAF', 'PMC-M6CY4WHA']));
    expect(inboxCalls().at(-1)?.query).toBe('from=2026-11-20&language=es');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/staff/api/forms/contact/export?format=csv&from=2026-11-20&language=es');
    // A submission's link carries the filter, so that its way back does.
    expect(screen.getByRole('link', { name: 'PMC-3HWT9CAF' })).toHaveAttribute('href', '/staff/forms/contact/PMC-3HWT9CAF?from=2026-11-20&language=es');

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(address.search).toBe(''));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByRole('textbox', { name: 'From (YYYY-MM-DD)' })).toHaveValue('');
  });

  it('opens a shared link with its filter: the form shows it, the server is asked with it, the downloads carry it', async () => {
    renderStaffConsole({ route: '/staff/forms/contact?language=es&from=2026-11-20&to=2026-11-27' });
    await waitFor(() => expect(bodyRows().map(([reference]) => reference)).toEqual(['PMC-3HWT9CAF', 'PMC-M6CY4WHA']));
    expect(inboxCalls().map(({ query }) => query)).toEqual(['from=2026-11-20&to=2026-11-27&language=es']);
    expect(screen.getByRole('textbox', { name: 'From (YYYY-MM-DD)' })).toHaveValue('2026-11-20');
    expect(screen.getByRole('textbox', { name: 'To (YYYY-MM-DD)' })).toHaveValue('2026-11-27');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/staff/api/forms/contact/export?format=csv&from=2026-11-20&to=2026-11-27&language=es');
    expect(screen.getByRole('link', { name: 'Download JSON' })).toHaveAttribute('href', '/staff/api/forms/contact/export?format=json&from=2026-11-20&to=2026-11-27&language=es');
    for (const name of ['Download CSV', 'Download JSON']) expect(screen.getByRole('link', { name })).toHaveAttribute('download');
  });

  it('filters the TGI inbox by "Changes the answer" and shows it as a column', async () => {
    const { user, address } = renderStaffConsole({ route: '/staff/forms/tgi' });
    await screen.findByRole('link', { name: 'TGI-9CXA4MQE' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain('Changes the answer');
    expect(bodyRows().map((cells) => cells.at(-1))).toEqual(['Yes', 'No', 'Yes', 'No']);

    await user.click(screen.getByRole('checkbox', { name: 'Changes the answer' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address.search).toBe('?changesAnswer=true'));
    await waitFor(() => expect(bodyRows().map(([reference]) => reference)).toEqual(['TGI-9CXA4MQE', 'TGI-H6TJ3PXF']));
    expect(inboxCalls().at(-1)?.query).toBe('changesAnswer=true');
  });

  it('has no "Changes the answer" for a form that does not track answers, even from an address that asks', async () => {
    renderStaffConsole({ route: '/staff/forms/contact?changesAnswer=true' });
    await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' });
    expect(screen.queryByRole('checkbox', { name: 'Changes the answer' })).not.toBeInTheDocument();
    expect(inboxCalls().map(({ query }) => query)).toEqual(['']);
  });

  it('says so when no submission matches the filter', async () => {
    renderStaffConsole({ route: '/staff/forms/contact?language=es', handlers: [...staffInboxEmpty, ...staffHandlers()] });
    expect(await screen.findByText('No submissions match this filter.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 submissions, newest first.');
  });

  it('says what failed, and asks again on "Try again"', async () => {
    const { user } = renderStaffConsole({ handlers: [...staffInboxFails500, ...staffHandlers()] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading the submissions failed');
    expect(alert).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    expect(document.querySelector('.staff-table')).not.toBeInTheDocument();

    server.resetHandlers(...staffHandlers());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so for a form the plan does not have', async () => {
    renderStaffConsole({ route: '/staff/forms/claims' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Form not found' })).toBeInTheDocument();
    expect(inboxCalls()).toEqual([]);
  });

  it('leads /staff to the first form’s inbox', async () => {
    const { address } = renderStaffConsole({ route: '/staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox: Preferred contact' })).toBeInTheDocument();
    expect(address.pathname).toBe('/staff/forms/contact');
  });

  it('has no axe violations, loaded and filtered', async () => {
    renderStaffConsole({ route: '/staff/forms/tgi?from=2026-11-20' });
    await screen.findByRole('link', { name: 'TGI-9CXA4MQE' });
    expect(await axeInAct()).toHaveNoViolations();
  });
});
