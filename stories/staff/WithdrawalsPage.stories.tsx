// The withdrawals to honour in the staff console (issue 38): the open list (overdue, due soon, later; deliveries
// delivered, waiting, failed, none), the honoured list, the "Mark honoured" dialog, empty lists and a failed load. On
// the mock staff API (mocks/staffHandlers.ts), whose "today" is fixed so the urgencies never move.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { staffMarkHonouredConflict, staffWithdrawalsEmpty, staffWithdrawalsFail500 } from '../../mocks/staffHandlers';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Withdrawals to honour',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/withdrawals', role: 'manager' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open ones, the most urgent first, each urgency in words beside its tag; a manager's "Mark honoured" on each. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdrawals to honour' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    const table = await canvas.findByRole('table', { name: 'Withdrawals to honour, the most urgent first' });
    await waitFor(() => expect(within(table).getByText('3 business days late')).toBeInTheDocument());
    await expect(within(table).getByText('Due today')).toBeInTheDocument();
    await expect(within(table).getByText('In 8 business days')).toBeInTheDocument();
    await expect(within(table).getByText(/Failed after 5 attempts \(last answer 503\)/)).toBeInTheDocument();
    await expect(within(table).getByText(/Waiting \(2 attempts\)/)).toBeInTheDocument();
    await expect(within(table).getByText('No endpoint receives consents')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mark WDR-12 honoured' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  },
};

/** A viewer reads the same list, with nothing to mark. */
export const OpenForViewer: Story = {
  parameters: staffStory({ route: '/staff/withdrawals', role: 'viewer' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 business days late')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
  },
};

/** Those marked honoured: on which day, by whom, and the note. */
export const Honoured: Story = {
  parameters: staffStory({ route: '/staff/withdrawals?show=honoured', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Honoured' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText(/^Honoured on Oct 5, 2026 by/)).toBeInTheDocument();
    await expect(canvas.getByText('Removed from the texting list in the SMS platform.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
  },
};

/** The dialog open on an overdue withdrawal: the day (today), an optional note with its count. */
export const MarkHonouredDialog: Story = {
  parameters: staffStory({ route: '/staff/withdrawals', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark WDR-12 honoured' }));
    // antd draws the dialog outside the story's root, on the page's body.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Mark WDR-12 honoured' });
    await expect(within(dialog).getByRole('textbox', { name: 'Honoured on' })).toHaveValue('2026-11-27');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Dialler and SMS platform updated.');
    await expect(dialog).toHaveTextContent('33 / 1000');
  },
};

/** Saved: the row leaves the open list, and a status says so. */
export const MarkedHonoured: Story = {
  parameters: staffStory({ route: '/staff/withdrawals', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark WDR-13 honoured' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Mark WDR-13 honoured' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('WDR-13 marked honoured on Nov 27, 2026.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark WDR-13 honoured' })).not.toBeInTheDocument();
  },
};

/** Someone else marked it first (409): the server's words, in the dialog. */
export const AlreadyHonoured: Story = {
  parameters: staffStory({ route: '/staff/withdrawals', role: 'manager', scenario: staffMarkHonouredConflict }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark WDR-14 honoured' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Mark WDR-14 honoured' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText(/^WDR-14 was already marked honoured/)).toBeInTheDocument();
  },
};

/** Nothing waits to be honoured. */
export const OpenEmpty: Story = {
  parameters: staffStory({ route: '/staff/withdrawals', role: 'manager', scenario: staffWithdrawalsEmpty }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No withdrawal is waiting to be honoured.')).toBeInTheDocument();
  },
};

/** Nothing marked honoured yet. */
export const HonouredEmpty: Story = {
  parameters: staffStory({ route: '/staff/withdrawals?show=honoured', role: 'manager', scenario: staffWithdrawalsEmpty }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No withdrawal has been marked honoured yet.')).toBeInTheDocument();
  },
};

/** The list failed to load: what failed, and "Try again". */
export const LoadFailed: Story = {
  parameters: staffStory({ route: '/staff/withdrawals', role: 'manager', scenario: staffWithdrawalsFail500 }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Loading the withdrawals failed');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
