// TgiNotReceivedNotice (issues 22 and 35): above the TGI survey while a survey sent earlier is not received: where its
// answers are kept (this tab, or this device at the person's choice, with the note about shared computers), Send again
// and Delete the answers; then, in the same place, that it is being sent again and was received, or that it was
// deleted. Read from the tgi slice, so each story sets the surveys' state; drawn with the shell's toast and dialog hosts,
// which Delete's question and its word go through. The survey page's stories show it in place.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PreloadedState } from '../../../src/app/store';
import { ConfirmDialogHost } from '../../../src/app/ConfirmDialogHost';
import { initialTgiState, type TgiDelivery, type TgiState } from '../../../src/features/tgi/tgiSlice';
import { buildTgiRecord } from '../../../src/domain/tgi';
import { TgiNotReceivedNotice } from '../../../src/features/tgi/TgiNotReceivedNotice';
import { ToastHost } from '../../../src/features/toasts/ToastHost';
import { defaultHandlers, receivedSubmissions } from '../../../mocks/handlers';
import { slowSave } from '../../../mocks/scenarios';

const NOTICE = 'Survey answers not received yet';
const SEND_AGAIN = 'Send again';
const DELETE = 'Delete the answers';
const SENDING_AGAIN = 'Sending your survey answers again…';
const RECEIVED = 'Your survey answers were received.';
const DELETED = 'The survey answers were deleted from this browser. They were not sent.';
const KEEP_ONE = 'Keep it on this device until it is sent';
const KEEP_SEVERAL = 'Keep them on this device until they are sent';
const NOTE = 'Choose this only on a computer that is yours: anyone who uses this browser after you could see the answers.';
const IN_TAB_ONE = 'Its answers are kept in this tab only, for up to 24 hours: closing the tab deletes them.';
const ON_DEVICE_ONE = 'Its answers are kept on this device for up to 24 hours, until they are sent or deleted.';

function delivery(status: TgiDelivery['status'], idempotencyKey: string, providerLastName: string): TgiDelivery {
  return { status, idempotencyKey, record: buildTgiRecord({ providerLastName, providerFirstName: 'Amara' }, 'Yes', new Date('2026-11-24T20:00:00Z')) };
}

const failed = (idempotencyKey: string, providerLastName: string) => delivery('failed', idempotencyKey, providerLastName);

function withDeliveries(deliveries: TgiDelivery[], keptOn: TgiState['keptOn'] = 'tab') {
  return { tgi: { ...initialTgiState, deliveries, keptOn } } satisfies PreloadedState;
}

/** The survey's save answers only after a while (then as the healthy back end), so the sending can be seen first. */
const slowTgiSave = slowSave('tgi');

const meta = {
  title: 'Features/TGI/TgiNotReceivedNotice',
  component: TgiNotReceivedNotice,
  render: () => (
    <>
      <TgiNotReceivedNotice />
      <ToastHost />
      <ConfirmDialogHost />
    </>
  ),
} satisfies Meta<typeof TgiNotReceivedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One survey not received (its toast was closed, or the tab was reloaded and it failed again), kept in this tab only:
 * the box to keep it on this device is unticked, its note says for whom it is.
 */
export const OneNotReceived: Story = {
  parameters: { store: withDeliveries([failed('story-kept-key-1', 'Okafor')]) },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: NOTICE });
    await expect(within(notice).getByRole('heading', { level: 2, name: NOTICE })).toBeInTheDocument();
    await expect(notice).toHaveTextContent(`One survey you sent has not reached our server yet. ${IN_TAB_ONE}`);
    const box = within(notice).getByRole('checkbox', { name: KEEP_ONE });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(NOTE);
    await expect(within(notice).getByRole('button', { name: SEND_AGAIN })).toBeEnabled();
    await expect(within(notice).getByRole('button', { name: DELETE })).toBeEnabled();
  },
};

/** Several: how many, and one Send again and one Delete for them all. */
export const SeveralNotReceived: Story = {
  parameters: { store: withDeliveries([failed('story-kept-key-1', 'Okafor'), failed('story-kept-key-2', 'Mensah'), failed('story-kept-key-3', 'Lee')]) },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: NOTICE });
    await expect(notice).toHaveTextContent(
      '3 surveys you sent have not reached our server yet. Their answers are kept in this tab only, for up to 24 hours: closing the tab deletes them.',
    );
    await expect(within(notice).getByRole('checkbox', { name: KEEP_SEVERAL })).not.toBeChecked();
    await expect(within(notice).getAllByRole('button').map((button) => button.textContent)).toEqual([SEND_AGAIN, DELETE]);
  },
};

/** The person ticks the box: the answers are kept on this device, and the notice says so. */
export const ChoosingThisDevice: Story = {
  parameters: { store: withDeliveries([failed('story-kept-key-1', 'Okafor')]) },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: NOTICE });
    const box = within(notice).getByRole('checkbox', { name: KEEP_ONE });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(notice).toHaveTextContent(ON_DEVICE_ONE);
  },
};

/** Kept on this device, as chosen in this visit: the box is ticked; unticking it would bring them back to the tab. */
export const KeptOnThisDevice: Story = {
  parameters: { store: withDeliveries([failed('story-kept-key-1', 'Okafor')], 'device') },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: NOTICE });
    await expect(notice).toHaveTextContent(`One survey you sent has not reached our server yet. ${ON_DEVICE_ONE}`);
    await expect(within(notice).getByRole('checkbox', { name: KEEP_ONE })).toBeChecked();
  },
};

/**
 * A later visit on a device where the person had chosen to keep a survey: named as an earlier visit's, not sent until
 * someone selects Send again (or the toast's Send now), or deleted.
 */
export const FromAnEarlierVisit: Story = {
  parameters: { store: withDeliveries([delivery('held', 'story-kept-key-1', 'Okafor')], 'device') },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: NOTICE });
    await expect(notice).toHaveTextContent(
      `One survey sent from this browser on an earlier visit has not reached our server. It is sent only when you select Send again. ${ON_DEVICE_ONE}`,
    );
    await expect(within(notice).getByRole('checkbox', { name: KEEP_ONE })).toBeChecked();
    await expect(within(notice).getByRole('button', { name: DELETE })).toBeEnabled();
  },
};

/** Send again, the server slow to answer: the place says the answers are being sent again, and has the focus. */
export const SendingAgain: Story = {
  parameters: { store: withDeliveries([failed('story-kept-key-1', 'Okafor')]), msw: { handlers: [slowTgiSave, ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SEND_AGAIN }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(SENDING_AGAIN));
    await expect(canvas.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument();
  },
};

/** Send again, the server back: every survey goes with its own key, and the place says they were received. */
export const ReceivedAgain: Story = {
  parameters: { store: withDeliveries([failed('story-kept-key-1', 'Okafor'), delivery('held', 'story-kept-key-2', 'Mensah')], 'device') },
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

/** Delete the answers asks first, in words: deleting cannot be undone. */
export const AskingBeforeDeleting: Story = {
  parameters: { store: withDeliveries([failed('story-kept-key-1', 'Okafor')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: DELETE }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete the survey answers?' });
    await expect(dialog).toHaveTextContent('The answers that have not reached our server are deleted from this browser and are not sent. This cannot be undone.');
    await expect(within(dialog).getByRole('button', { name: 'Keep them' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

/** After Delete: the place says the answers were deleted and not sent, with the focus, and a message says it too. */
export const Deleted: Story = {
  parameters: { store: withDeliveries([failed('story-kept-key-1', 'Okafor'), delivery('held', 'story-kept-key-2', 'Mensah')], 'device') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const savesBefore = receivedSubmissions.length;
    await userEvent.click(canvas.getByRole('button', { name: DELETE }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete the survey answers?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(DELETED));
    await expect(canvas.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Messages' })).getByText(DELETED)).toBeInTheDocument();
    await expect(receivedSubmissions.length).toBe(savesBefore);
    // The dialog closes before the axe check.
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Every survey received, or one still on its first tries (not known to have failed): nothing is shown. */
export const NothingToSendAgain: Story = {
  parameters: { store: withDeliveries([delivery('sending', 'story-kept-key-1', 'Okafor')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: NOTICE })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
