// The staff console's inbox (issue 37) in each state: loaded, empty, loading, failed, and the TGI inbox filtered by
// "Changes the answer". The whole console draws, on the mock staff API (mocks/staffHandlers.ts).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { staffInboxEmpty, staffInboxFails500, staffInboxNeverAnswers } from '../../mocks/staffHandlers';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Inbox',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/forms/contact' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest five submissions of the contact form, a link to each, and "Load more" for the older ones. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inbox: Preferred contact' })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'PMC-7KQ4MXDN' })).toHaveAttribute('href', '/staff/forms/contact/PMC-7KQ4MXDN');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 submissions, newest first.');
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/staff/api/forms/contact/export?format=csv');
  },
};

/** A filter no submission matches: the table says so. */
export const Empty: Story = {
  parameters: staffStory({ route: '/staff/forms/contact?language=es&from=2026-12-01', scenario: staffInboxEmpty }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No submissions match this filter.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download JSON' })).toHaveAttribute('href', '/staff/api/forms/contact/export?format=json&from=2026-12-01&language=es');
  },
};

/** The first page is on its way: the table in its loading state. */
export const Loading: Story = {
  parameters: staffStory({ route: '/staff/forms/contact', scenario: staffInboxNeverAnswers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading submissions…');
    await expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull();
  },
};

/** The server failed: what failed, what it said, and "Try again". */
export const Failed: Story = {
  parameters: staffStory({ route: '/staff/forms/contact', scenario: staffInboxFails500 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Loading the submissions failed');
    await expect(alert).toHaveTextContent('The server answered 500 Internal Server Error. The store did not answer.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The TGI inbox, filtered to the responses that change their NPI's answer, with its column. */
export const TgiChangesTheAnswer: Story = {
  parameters: staffStory({ route: '/staff/forms/tgi?changesAnswer=true' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'TGI-9CXA4MQE' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Changes the answer' })).toBeChecked();
    await expect(canvas.getByRole('columnheader', { name: 'Changes the answer' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 submissions, newest first.'));
  },
};
