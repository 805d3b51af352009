// TgiClosedNotice (issue 18): the word above the blank survey after Close Window, in each state of the closed survey's
// save. Read from the tgi slice, so each story sets that state; the survey page's stories show it in place.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import type { PreloadedState } from '../../../src/app/store';
import { buildTgiRecord } from '../../../src/domain/tgi';
import { initialTgiState, type TgiDelivery } from '../../../src/features/tgi/tgiSlice';
import { TgiClosedNotice } from '../../../src/features/tgi/TgiClosedNotice';

const KEY = 'story-closed-key';
const RECEIPT_PENDING = 'Your reference will show here once our server confirms it has your answers.';

function delivery(status: TgiDelivery['status']): TgiDelivery {
  return { status, idempotencyKey: KEY, record: buildTgiRecord({ providerLastName: 'Okafor' }, 'Yes', new Date('2026-11-24T20:00:00Z')) };
}

function closedState(reference: string | null, deliveries: TgiDelivery[] = []) {
  return { tgi: { ...initialTgiState, closed: { idempotencyKey: KEY, reference }, deliveries } } satisfies PreloadedState;
}

const meta = {
  title: 'Features/TGI/TgiClosedNotice',
  component: TgiClosedNotice,
} satisfies Meta<typeof TgiClosedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received, with the reference in bold, in a polite status so a screen reader reads it as it appears. */
export const Received: Story = {
  parameters: { store: closedState('TGI-000123') },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/^Your survey answers were received\. Your reference is TGI-000123\.$/);
    await expect(within(status).getByText('TGI-000123').tagName).toBe('STRONG');
  },
};

/** Received from a server that gave no reference: the receipt alone. */
export const ReceivedWithoutReference: Story = {
  parameters: { store: closedState(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Your survey answers were received\.$/);
  },
};

/** Closed before the server answered: sent, and where the reference will show. */
export const Sending: Story = {
  parameters: { store: closedState(null, [delivery('sending')]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`Your survey answers were sent. ${RECEIPT_PENDING}`);
  },
};

/** Its save failed: no word here, since the sticky toast with Try again says so. */
export const SaveFailed: Story = {
  parameters: { store: closedState(null, [delivery('failed')]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** No survey was closed: nothing, the status kept in the page for when one is. */
export const NothingClosed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
