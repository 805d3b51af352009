// The member consent page in the staff console (issue 38): the search, a member found (as a viewer reads it), nothing on
// record, and a manager recording a withdrawal through each answer the server can give. The whole console draws, on the
// mock staff API (mocks/staffHandlers.ts); each story has a set of its own, as recording changes the records.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { staffMemberLookupFails500, staffWithdrawalFails500, staffWithdrawalRefused400 } from '../../mocks/staffHandlers';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Member consent',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/consent', role: 'manager' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function find(canvas: Canvas, memberId: string) {
  const input = canvas.getByRole('textbox', { name: 'Member ID' });
  await userEvent.clear(input);
  await userEvent.type(input, memberId);
  await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
}

async function openForm(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Record a withdrawal' }));
  const region = await canvas.findByRole('region', { name: 'Record a withdrawal' });
  await waitFor(() => expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus());
  return region;
}

async function typeDay(region: HTMLElement, day: string) {
  const received = within(region).getByRole('textbox', { name: 'Received on' });
  await userEvent.clear(received);
  await userEvent.type(received, `${day}{Enter}`);
  await userEvent.keyboard('{Escape}');
}

/** Before a search: the member ID's field and its hint, nothing else. */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member consent' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Member ID' })).toHaveAccessibleDescription("As on the member's ID card. Letter case does not matter.");
    await expect(canvas.getByRole('link', { name: 'Member consent' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('region', { name: 'Current choices' })).not.toBeInTheDocument();
  },
};

/** Find with no ID: the field says what is missing. */
export const SearchWithoutId: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a member ID.');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Member ID' })).toHaveFocus());
  },
};

/** A viewer reads a member's choices now and every consent and withdrawal; nothing on the page changes anything. */
export const MemberFoundByViewer: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'viewer' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, ' m1234-5678 ');
    const current = await canvas.findByRole('region', { name: 'Current choices' });
    await expect(within(current).getByRole('link', { name: 'Proof of consent PMC-4WXN8TLE' })).toBeInTheDocument();
    await expect(current).toHaveTextContent('PMC-9JD2RMVA waits for the member to confirm a new email address or number.');
    const history = canvas.getByRole('region', { name: 'History' });
    await expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Record a withdrawal' })).not.toBeInTheDocument();
  },
};

/** An ID nothing is on record for: said plainly; a manager may still record a withdrawal given outside the portal. */
export const NothingOnRecord: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, 'Q0000 0001');
    await expect(await canvas.findByText(/^No consent or withdrawal is on record/)).toHaveTextContent(
      "No consent or withdrawal is on record for member ID Q00000001. Check the ID on the member's card.",
    );
    await expect(canvas.getByRole('button', { name: 'Record a withdrawal' })).toBeInTheDocument();
  },
};

/** A manager has opened the form: four channels, how it came (by phone), the day (today). */
export const ManagerRecording: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, 'ZX9087654');
    const region = await openForm(canvas);
    await expect(within(region).getByRole('group', { name: 'Channels withdrawn' })).toBeInTheDocument();
    await expect(within(region).getByRole('radio', { name: 'By phone' })).toBeChecked();
    await expect(within(region).getByRole('button', { name: 'Record withdrawal' })).toBeInTheDocument();
  },
};

/** No channel, and a day in the future: each problem under its field, before anything is sent. */
export const ValidationErrors: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, 'ZX9087654');
    const region = await openForm(canvas);
    await typeDay(region, '2099-01-05');
    await userEvent.click(within(region).getByRole('button', { name: 'Record withdrawal' }));
    await expect(await within(region).findByText('Choose at least one channel.')).toBeInTheDocument();
    await expect(await within(region).findByText('The date cannot be in the future.')).toBeInTheDocument();
  },
};

/** No consent on record (409): the server's words and "record it all the same"; ticked, the withdrawal is recorded. */
export const NoConsentThenForced: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, 'N5550 0001');
    const region = await openForm(canvas);
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Text messages' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Record withdrawal' }));
    await expect(await within(region).findByText(/^No consent is on record for member ID N55500001/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Record it all the same: the member gave consent outside the portal' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Record withdrawal' }));
    await expect(await canvas.findByText(/^Withdrawal WDR-18 recorded for Text messages\. It must be honoured by/)).toBeInTheDocument();
  },
};

/** Recorded: the form closes, a status says by when to honour it (and takes focus), the history shows it. */
export const Recorded: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'admin' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, 'M1234-5678');
    const region = await openForm(canvas);
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Text messages' }));
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Phone calls' }));
    await typeDay(region, '2026-11-20');
    await userEvent.click(within(region).getByRole('button', { name: 'Record withdrawal' }));
    const notice = await canvas.findByText('Withdrawal WDR-18 recorded for Text messages and Phone calls. It must be honoured by Monday, December 7, 2026.');
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(within(canvas.getByRole('region', { name: 'History' })).getByRole('heading', { level: 3, name: 'Withdrawal WDR-18' })).toBeInTheDocument();
  },
};

/** The server refuses the day for a reason the form cannot know (400): its words under the field. */
export const ServerRefusedTheDay: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'manager', scenario: staffWithdrawalRefused400 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, 'M1234-5678');
    const region = await openForm(canvas);
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Email' }));
    await typeDay(region, '2026-09-01');
    await userEvent.click(within(region).getByRole('button', { name: 'Record withdrawal' }));
    await expect(await within(region).findByText('The date is before the member’s first consent (Sep 14, 2026).')).toBeInTheDocument();
  },
};

/** The server failed (500): what failed, "Try again", and everything typed still there. */
export const RecordingFailed: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'manager', scenario: staffWithdrawalFails500 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, 'M1234-5678');
    const region = await openForm(canvas);
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Record withdrawal' }));
    await expect(await within(region).findByText('Recording the withdrawal failed. Nothing you typed is lost.')).toBeInTheDocument();
    await expect(within(region).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The look-up failed on the server: what failed, and "Try again". */
export const LookupFailed: Story = {
  parameters: staffStory({ route: '/staff/consent', role: 'viewer', scenario: staffMemberLookupFails500 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await find(canvas, 'M1234-5678');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Looking up the member failed');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
