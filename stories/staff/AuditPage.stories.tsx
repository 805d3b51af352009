// The audit trail in the staff console (issue 37): as an admin reads it, and the refusal a viewer gets from the server.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Audit trail',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/audit', role: 'admin' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: who did what, from where, newest first; the navigation lists the trail. */
export const AdminTrail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 entries, newest first.'));
    await expect(canvas.getAllByText('lena.ortiz@sunrisehealth.example').length).toBeGreaterThan(0);
  },
};

/** A viewer who opens the address: the server refuses (403) and the page says why, in words. */
export const Forbidden: Story = {
  parameters: staffStory({ route: '/staff/audit', role: 'viewer' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your role does not allow this page.')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  },
};
