// The audit trail (issue 37): an admin reads who did what, filters it, loads older entries; a viewer gets the server's
// refusal in words; axe on both.
import { screen, waitFor, within } from '@testing-library/react';
import { AUDIT_ENTRIES, clearReceivedStaffRequests, receivedStaffRequests, staffHandlers } from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { renderStaffConsole } from './renderStaffConsole';

beforeEach(clearReceivedStaffRequests);

function auditRows(): string[][] {
  const table = document.querySelector<HTMLElement>('.staff-table table');
  if (!table) throw new Error('No audit table');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.querySelector('td') !== null && !row.classList.contains('ant-table-placeholder'))
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const auditCalls = () => receivedStaffRequests.filter(({ path }) => path === '/staff/api/audit');

describe('the audit trail', () => {
  it('lists who did what, from where, newest first, and loads the older entries', async () => {
    const { user } = renderStaffConsole({ route: '/staff/audit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    await waitFor(() => expect(auditRows()).toHaveLength(5));
    expect(document.title).toBe('Audit trail – Staff console');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'From', 'What', 'Detail', 'Records']);
    expect(auditRows()[0]).toEqual(['Nov 28, 2026, 9:02 AM', 'lena.ortiz@sunrisehealth.example', '10.20.4.17', 'Viewed a submission (view)', 'form: contact', 'PMC-7KQ4MXDN']);
    expect(auditRows()[2]).toEqual([
      'Nov 28, 2026, 8:41 AM',
      'marcus.webb@sunrisehealth.example',
      '10.20.7.3',
      'Downloaded submissions (download)',
      'form: tgiformat: csvrows: 4changesAnswer: true',
      'TGI-9CXA4MQE, TGI-H6TJ3PXF',
    ]);
    // A refused sign-in names nobody.
    expect(auditRows()[4]?.[1]).toBe('Unknown');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(auditRows()).toHaveLength(AUDIT_ENTRIES.length));
    expect(auditCalls().map(({ query }) => query)).toEqual(['', 'after=cursor-5']);
  });

  it('puts the filter in the address and asks the server with it', async () => {
    const { user, address } = renderStaffConsole({ route: '/staff/audit' });
    await waitFor(() => expect(auditRows()).toHaveLength(5));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByTitle('Downloaded submissions (download)'));
    await user.type(screen.getByRole('textbox', { name: 'Person (subject or email)' }), 'marcus.webb@sunrisehealth.example');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address.search).toBe('?action=download&subject=marcus.webb%40sunrisehealth.example'));
    await waitFor(() => expect(auditRows()).toHaveLength(1));
    expect(auditCalls().at(-1)?.query).toBe('action=download&subject=marcus.webb%40sunrisehealth.example');
  });

  it('has no axe violations', async () => {
    renderStaffConsole({ route: '/staff/audit' });
    await waitFor(() => expect(auditRows()).toHaveLength(5));
    expect(await axeInAct()).toHaveNoViolations();
  });
});

describe('the audit trail for a viewer', () => {
  it('says the role does not allow it, as the server answered', async () => {
    renderStaffConsole({ route: '/staff/audit', handlers: staffHandlers({ role: 'viewer' }) });
    expect(await screen.findByText('Your role does not allow this page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    expect(document.querySelector('.staff-table')).not.toBeInTheDocument();
    expect(auditCalls()).toHaveLength(1);
    expect(await axeInAct()).toHaveNoViolations();
  });
});
