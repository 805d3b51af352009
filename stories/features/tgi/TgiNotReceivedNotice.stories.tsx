// TgiNotReceivedNotice (issue 22): above the TGI survey while a survey sent earlier is not received, with Send again;
// then, in the same place, that it is being sent again and that it was received. Read from the tgi slice, so each story
// sets the surveys' state; the survey page's stories show it in place.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PreloadedState } from '../../../src/app/store';
import { initialTgiState, type TgiDelivery } from '../../../src/features/tgi/tgiSlice';
import { buildTgiRecord } from '../../../src/domain/tgi';
import { TgiNotReceivedNotice } from '../../../src/features/tgi/TgiNotReceivedNotice';
import { defaultHandlers, defaultResolvers, mockEndpoint, receivedSubmissions } from '../../../mocks/handlers';
import { SLOW_RESPONSE_DELAY_MS } from '../../../mocks/scenarios';

const NOTICE = 'Survey answers not received yet';
const SEND_AGAIN = 'Send again';
const SENDING_AGAIN = 'Sending your survey answers again…';
const RECEIVED = 'Your survey answers were received.';

function failed(idempotencyKey: string, providerLastName: string): TgiDelivery {
  return { status: 'failed', idempotencyKey, record: buildTgiRecord({ providerLastName, providerFirstName: 'Amara' }, 'Yes', new Date('2026-11-24T20:00:00Z')) };
}

function withDeliveries(...deliveries: TgiDelivery[]) {
  return { tgi: { ...initialTgiState, deliveries } } satisfies PreloadedState;
}

/** The survey's save answers only after a while (then as the healthy back end), so the sending can be seen first. */
const slowTgiSave = mockEndpoint('tgi', async (info) => {
  await delay(SLOW_RESPONSE_DELAY_MS);
  return defaultResolvers.tgi(info);
});

const meta = {
  title: 'Features/TGI/TgiNotReceivedNotice',
  component: TgiNotReceivedNotice,
} satisfies Meta<typeof TgiNotReceivedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One survey not received (its toast was closed, or it failed again on a later visit): a region with Send again. */
export const OneNotReceived: Story = {
  parameters: { store: withDeliveries(failed('story-kept-key-1', 'Okafor')) },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: NOTICE });
    await expect(within(notice).getByRole('heading', { level: 2, name: NOTICE })).toBeInTheDocument();
    await expect(notice).toHaveTextContent('One survey you sent has not reached our server yet. We still have its answers, so nothing is lost.');
    await expect(within(notice).getByRole('button', { name: SEND_AGAIN })).toBeEnabled();
  },
};

/** Several: how many, and one Send again for them all. */
export const SeveralNotReceived: Story = {
  parameters: { store: withDeliveries(failed('story-kept-key-1', 'Okafor'), failed('story-kept-key-2', 'Mensah'), failed('story-kept-key-3', 'Lee')) },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: NOTICE });
    await expect(notice).toHaveTextContent('3 surveys you sent have not reached our server yet. We still have their answers, so nothing is lost.');
    await expect(within(notice).getAllByRole('button')).toHaveLength(1);
  },
};

/** Send again, the server slow to answer: the place says the answers are being sent again, and has the focus. */
export const SendingAgain: Story = {
  parameters: { store: withDeliveries(failed('story-kept-key-1', 'Okafor')), msw: { handlers: [slowTgiSave, ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SEND_AGAIN }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(SENDING_AGAIN));
    await expect(canvas.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument();
  },
};

/** Send again, the server back: every survey goes with its own key, and the place says they were received. */
export const ReceivedAgain: Story = {
  parameters: { store: withDeliveries(failed('story-kept-key-1', 'Okafor'), failed('story-kept-key-2', 'Mensah')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const savesBefore = receivedSubmissions.length;
    await userEvent.click(canvas.getByRole('button', { name: SEND_AGAIN }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(RECEIVED));
    await expect(canvas.queryByRole('button', { name: SEND_AGAIN })).not.toBeInTheDocument();
    await expect(
      receivedSubmissions
        .slice(savesBefore)
        .map((submission) => submission.headers['idempotency-key'])
        .sort(),
    ).toEqual(['story-kept-key-1', 'story-kept-key-2']);
  },
};

/** Every survey received, or one still on its first tries (not known to have failed): nothing is shown. */
export const NothingToSendAgain: Story = {
  parameters: { store: withDeliveries({ ...failed('story-kept-key-1', 'Okafor'), status: 'sending' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
