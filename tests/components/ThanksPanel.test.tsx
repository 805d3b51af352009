// ThanksPanel: its message is a heading that takes focus; the reference, the time and what was sent when given; the
// main action, an optional second one and Print; a note announced when it appears.
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThanksPanel, receivedAtTexts, type ThanksPanelProps } from '../../src/components/ThanksPanel';
import { renderWithTheme } from '../../support/renderWithPortal';

const THANKS_PANEL_TEXTS = { reference: 'Your reference:', summaryTitle: 'What you sent' } as const;

const MESSAGE = 'Thanks for providing preferred contact method';
const RECEIVED = { dateTime: '2026-11-24T22:05:00.000Z', text: 'Today at 2:05 PM', printText: 'Tuesday, 24th November 2026 at 2:05 PM' };
const SUMMARY = [
  { label: 'First Name', value: 'Ada' },
  { label: 'Emails', value: 'Yes' },
];

function renderPanel(props: Partial<ThanksPanelProps> = {}) {
  return renderWithTheme(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} {...props} />);
}

afterEach(() => jest.restoreAllMocks());

describe('ThanksPanel', () => {
  it('focuses its message heading on mount so it is announced', () => {
    renderPanel();
    const heading = screen.getByRole('heading', { name: MESSAGE });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('says what is left to finish, a paragraph each, after the message and before what comes next, and nothing when nothing is', () => {
    const steps = ['To finish, confirm your email address.', 'Until you confirm, we keep contacting you as before.'];
    const { rerender } = renderPanel({ toFinish: steps, next: 'To change how we contact you, fill in this form again.' });
    const inOrder = [screen.getByRole('heading', { name: MESSAGE }), ...steps.map((step) => screen.getByText(step)), screen.getByText(/^To change how/)];
    for (const [index, later] of inOrder.slice(1).entries()) expect(inOrder[index]?.compareDocumentPosition(later)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    for (const step of steps) expect(screen.getByText(step).tagName).toBe('P');
    rerender(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} next="To change how we contact you, fill in this form again." />);
    expect(screen.queryByText(steps[0] ?? '')).not.toBeInTheDocument();
  });

  it('shows the submission reference only when there is one', () => {
    const { rerender } = renderPanel();
    expect(screen.queryByText(THANKS_PANEL_TEXTS.reference, { exact: false })).not.toBeInTheDocument();
    rerender(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} reference="PC-20250101-0042" />);
    expect(screen.getByText('PC-20250101-0042')).toBeInTheDocument();
    expect(screen.getByText(THANKS_PANEL_TEXTS.reference, { exact: false })).toBeInTheDocument();
  });

  it('gives the time received in a <time> element: the friendly form on screen, the full date for paper', () => {
    renderPanel({ reference: 'PC-1', receivedAt: RECEIVED });
    const time = screen.getByText('Today at 2:05 PM').closest('time');
    expect(time).toHaveAttribute('dateTime', RECEIVED.dateTime);
    expect(time?.parentElement).toHaveTextContent(/^Received:/);
    // The print stylesheet swaps them (shell.css, not loaded under jest): both are in the page.
    expect(screen.getByText('Today at 2:05 PM')).toHaveClass('thanks-panel__screen-only');
    expect(screen.getByText(RECEIVED.printText)).toHaveClass('thanks-panel__print-only');
  });

  it('says the receipt is pending only until a reference or a time comes, in a polite live region', () => {
    const { rerender } = renderPanel({ receiptPending: 'Your reference will show here soon.' });
    const pending = screen.getByText('Your reference will show here soon.');
    expect(pending.parentElement).toHaveAttribute('aria-live', 'polite');
    rerender(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} receiptPending="Your reference will show here soon." reference="TGI-000001" receivedAt={RECEIVED} />);
    expect(screen.queryByText('Your reference will show here soon.')).not.toBeInTheDocument();
    expect(screen.getByText('TGI-000001')).toBeInTheDocument();
  });

  it('lists what was sent under its labels, and nothing when there is nothing', () => {
    const { rerender } = renderPanel({ summary: SUMMARY });
    const sent = screen.getByRole('heading', { name: THANKS_PANEL_TEXTS.summaryTitle, level: 3 });
    const list = sent.nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['First Name', 'Emails']);
    expect(within(list).getAllByRole('definition').map((definition) => definition.textContent)).toEqual(['Ada', 'Yes']);
    rerender(<ThanksPanel message={MESSAGE} actionLabel="Close Window" onAction={jest.fn()} />);
    expect(screen.queryByRole('heading', { name: THANKS_PANEL_TEXTS.summaryTitle })).not.toBeInTheDocument();
  });

  it('carries the plan name and the form title for the printed copy, which has no banner or page heading', () => {
    const { container } = renderPanel({ planName: 'Sunrise Health Plan', formTitle: 'DEI Provider Training Program' });
    const header = container.querySelector('.thanks-panel__print-header');
    expect(header).toHaveTextContent('Sunrise Health Plan');
    expect(header).toHaveTextContent('DEI Provider Training Program');
    expect(container.querySelector('.thanks-panel')).toContainElement(header as HTMLElement);
  });

  it('has the main action and Print or save a copy, which opens the browser print dialog', async () => {
    const onAction = jest.fn();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPanel({ onAction });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close Window', 'Print or save a copy']);
    await user.click(screen.getByRole('button', { name: 'Close Window' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(print).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Print or save a copy' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('adds a second action, and a note in a status region that is there before the note is', async () => {
    const signAnother = jest.fn();
    const { user, rerender } = renderPanel();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(
      <ThanksPanel
        message={MESSAGE}
        actionLabel="Close Window"
        onAction={jest.fn()}
        note="Your attestation is saved. This tab can be closed now."
        secondaryAction={{ label: 'Sign another attestation', onAction: signAnother }}
      />,
    );
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Your attestation is saved. This tab can be closed now.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close Window', 'Sign another attestation', 'Print or save a copy']);
    await user.click(screen.getByRole('button', { name: 'Sign another attestation' }));
    expect(signAnother).toHaveBeenCalledTimes(1);
    // The heading keeps focus only from arrival: a later note does not pull it back.
    expect(screen.getByRole('button', { name: 'Sign another attestation' })).toHaveFocus();
  });

  it('has no axe violations with everything shown', async () => {
    const { container } = renderPanel({
      reference: 'PC-1',
      receivedAt: RECEIVED,
      planName: 'Sunrise Health Plan',
      formTitle: 'Member Preferred Method of Contact Consent Form',
      summary: SUMMARY,
      note: 'A note.',
      secondaryAction: { label: 'Another', onAction: jest.fn() },
    });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('receivedAtTexts', () => {
  // Jest runs in America/Los_Angeles (tests/setup/environment.ts).
  const now = new Date(2026, 10, 24, 18, 0);

  it('is the friendly form for the screen and the full date for paper', () => {
    expect(receivedAtTexts('2026-11-24T22:05:00.000Z', now)).toEqual({
      dateTime: '2026-11-24T22:05:00.000Z',
      text: 'Today at 2:05 PM',
      printText: 'Tuesday, 24th November 2026 at 2:05 PM',
    });
    expect(receivedAtTexts('2026-11-23T17:30:00.000Z', now)?.text).toBe('Yesterday at 9:30 AM');
    expect(receivedAtTexts('2026-11-20T17:30:00.000Z', now)?.text).toBe('Friday, 20th November 2026 at 9:30 AM');
  });

  it('is undefined with no time, or a string that is not one', () => {
    expect(receivedAtTexts(null, now)).toBeUndefined();
    expect(receivedAtTexts('not a date', now)).toBeUndefined();
  });
});
