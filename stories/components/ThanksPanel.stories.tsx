// ThanksPanel after a successful save: the message heading takes focus; the reference, the time it was received and
// what was sent; Print or save a copy; the state a background save is in before its answer; a note and a second action.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ThanksPanel, receivedAtTexts } from '../../src/components/ThanksPanel';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';

const TITLE = 'DEI Provider Training Program';
// A receipt from a moment ago, so the story shows the friendly "Today at …" on any day it is opened.
const RECEIVED_AT = receivedAtTexts(new Date().toISOString());
const TODAY_AT = /^Today at \d{1,2}:\d{2} (AM|PM)$/;
const SENT = [
  { label: 'First Name', value: 'Ada' },
  { label: 'Last Name', value: 'Lovelace' },
  { label: 'Individual NPI', value: '1234567893' },
  { label: 'Title', value: 'Physician' },
  { label: 'Organization', value: 'Harbor Clinic' },
];

const meta = {
  title: 'Components/ThanksPanel',
  component: ThanksPanel,
  args: {
    message: `Thanks for reviewing the training modules on the ${TITLE} sponsored by the plan`,
    actionLabel: 'Close Window',
    onAction: fn(),
  },
} satisfies Meta<typeof ThanksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message alone: it takes focus; the main action and Print or save a copy. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.message })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Close Window' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Print or save a copy' })).toBeEnabled();
  },
};

export const WithReference: Story = {
  args: { reference: 'AT-20250314-000042' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AT-20250314-000042')).toBeInTheDocument();
  },
};

/** A confirmation worth keeping: the reference, when it was received, what was sent, and the header of its printed copy. */
export const Confirmation: Story = {
  args: {
    reference: 'ATT-000123',
    receivedAt: RECEIVED_AT,
    planName: DEMO_PORTAL_CONFIG.planName,
    formTitle: TITLE,
    summary: SENT,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ATT-000123')).toBeInTheDocument();
    await expect(canvas.getByText(TODAY_AT)).toBeInTheDocument();
    const sent = canvas.getByRole('heading', { name: 'What you sent' }).nextElementSibling as HTMLElement;
    await expect(within(sent).getAllByRole('term').map((term) => term.textContent)).toEqual(SENT.map(({ label }) => label));
    await expect(within(sent).getAllByRole('definition').map((definition) => definition.textContent)).toEqual(SENT.map(({ value }) => value));
  },
};

/** Print or save a copy opens the browser's print dialog (the print stylesheet then prints this panel alone). */
export const PrintACopy: Story = {
  args: Confirmation.args,
  play: async ({ canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print or save a copy' }));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  },
};

/** A save that goes on after the thanks (the TGI survey): what was sent is there; the reference is still to come. */
export const ReceiptPending: Story = {
  args: {
    message: 'Thank you! Your responses have been submitted successfully.',
    receiptPending: 'Your reference will show here once our server confirms it has your answers.',
    summary: [
      { label: 'Provider Last Name', value: 'Okafor' },
      { label: 'Does this provider offer gender-affirming services?', value: 'Yes' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your reference will show here once our server confirms it has your answers.')).toBeInTheDocument();
    await expect(canvas.queryByText('Your reference:', { exact: false })).not.toBeInTheDocument();
  },
};

/** A note after an action that left the page as it was, and a second way on: the attestation whose tab stayed open. */
export const NoteAndSecondAction: Story = {
  args: {
    ...Confirmation.args,
    note: 'Your attestation is saved. This tab can be closed now.',
    secondaryAction: { label: 'Sign another attestation', onAction: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your attestation is saved. This tab can be closed now.');
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Close Window',
      'Sign another attestation',
      'Print or save a copy',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign another attestation' }));
    await waitFor(() => expect(args.secondaryAction?.onAction).toHaveBeenCalledTimes(1));
  },
};
