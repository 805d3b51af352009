// One submission (issue 37): each field under its label, its deliveries, a consent's evidence, the way back to the
// inbox with its filter, a reference that is not there, a failed call, focus on arrival, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { ATTESTATION_SUBMISSION, clearReceivedStaffRequests, CONTACT_SUBMISSION, staffHandlers } from '../../mocks/staffHandlers';
import { axeInAct } from '../../support/axe';
import { descriptionValue, renderStaffConsole } from './renderStaffConsole';

beforeEach(clearReceivedStaffRequests);

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('a submission', () => {
  it('shows when and how it came, each field under its label, its delivery and its evidence', async () => {
    renderStaffConsole({ route: '/staff/forms/contact/PMC-7KQ4MXDN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Submission PMC-7KQ4MXDN' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'What was sent' });
    expect(document.title).toBe('Submission PMC-7KQ4MXDN: Preferred contact – Staff console');

    expect(descriptionValue('Reference')).toHaveTextContent('PMC-7KQ4MXDN');
    expect(descriptionValue('Received')).toHaveTextContent('Nov 27, 2026, 2:41 PM');
    expect(descriptionValue('Language')).toHaveTextContent('English');
    expect(descriptionValue('Sent as')).toHaveTextContent('The portal (with scripts)');
    for (const { label, value } of CONTACT_SUBMISSION.fields) expect(descriptionValue(label)).toHaveTextContent(value);

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Endpoint', 'Status', 'Attempts', 'Delivered', 'Last answer']);
    expect(cellsOf(within(delivery).getByRole('row', { name: /crm\.sunrisehealth/ }))).toEqual([
      'https://crm.sunrisehealth.example/hooks/consents',
      'Delivered',
      '1',
      'Nov 27, 2026, 2:41 PM',
      'HTTP 204',
    ]);

    const evidence = screen.getByRole('region', { name: 'Evidence' });
    expect(within(evidence).getByText('en-2026-09')).toBeInTheDocument();
    const hash = within(evidence).getByText(CONTACT_SUBMISSION.evidence?.termsSha256 ?? '');
    expect(hash.closest('code')).not.toBeNull();
    expect(within(evidence).getByText('https://forms.sunrisehealth.example/preferredcontact')).toBeInTheDocument();
  });

  it('shows an attestation sent without scripts, with each endpoint’s attempts, and no evidence section', async () => {
    renderStaffConsole({ route: '/staff/forms/attestation/ATT-N3HC9TWE' });
    await screen.findByRole('heading', { level: 2, name: 'What was sent' });
    expect(descriptionValue('Sent as')).toHaveTextContent('A plain HTML form (without scripts)');
    for (const { label, value } of ATTESTATION_SUBMISSION.fields) expect(descriptionValue(label)).toHaveTextContent(value);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(cellsOf(within(delivery).getByRole('row', { name: /providers\.sunrisehealth/ }))).toEqual([
      'https://providers.sunrisehealth.example/attestations',
      'Failed',
      '5',
      'Not yet',
      'HTTP 503',
    ]);
    expect(screen.queryByRole('region', { name: 'Evidence' })).not.toBeInTheDocument();
  });

  it('leads back to the inbox with the filter it was opened from', async () => {
    const { user, address } = renderStaffConsole({ route: '/staff/forms/contact?language=en' });
    await user.click(await screen.findByRole('link', { name: 'PMC-7KQ4MXDN' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Submission PMC-7KQ4MXDN' });
    // Focus follows the person to the new page's heading.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(address.search).toBe('?language=en');

    await user.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    const inboxHeading = await screen.findByRole('heading', { level: 1, name: 'Inbox: Preferred contact' });
    await waitFor(() => expect(inboxHeading).toHaveFocus());
    expect(address).toEqual({ pathname: '/staff/forms/contact', search: '?language=en' });
    expect(screen.getByRole('combobox', { name: 'Language' }).closest('.ant-select')).toHaveTextContent('English');
  });

  it('says so when the form has no submission with that reference', async () => {
    renderStaffConsole({ route: '/staff/forms/contact/PMC-NOTTHERE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Submission not found' })).toBeInTheDocument();
    expect(screen.getByText(/Preferred contact has no submission with the reference PMC-NOTTHERE/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/staff/forms/contact');
    expect(document.title).toBe('Submission not found: Preferred contact – Staff console');
  });

  it('says what failed, and loads it on "Try again"', async () => {
    let calls = 0;
    const failOnce = http.get('*/staff/api/forms/:kind/submissions/:reference', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ message: 'The store did not answer.' }, { status: 503, statusText: 'Service Unavailable' }) : undefined;
    });
    const { user } = renderStaffConsole({ route: '/staff/forms/contact/PMC-7KQ4MXDN', handlers: [failOnce, ...staffHandlers()] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading the submission failed');
    expect(alert).toHaveTextContent('The server answered 503 Service Unavailable. The store did not answer.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What was sent' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderStaffConsole({ route: '/staff/forms/contact/PMC-7KQ4MXDN' });
    await screen.findByRole('heading', { level: 2, name: 'Evidence' });
    expect(await axeInAct()).toHaveNoViolations();
  });
});
